import { describe, expect, it } from 'vitest';
import type { Location } from '#shared/location.ts';
import type { Revision } from '../api/get-history';
import { restoreChanges, undoChanges, visibilityChange } from './restore-changes';

const place = {
  id: 7,
  name: 'Old town',
  notes: 'Second notes.',
  isPrivate: true,
  status: 'planned',
  visitedAt: null,
  photos: [],
  tags: ['food'],
  version: 2,
} as unknown as Location;

const revision = (over: Partial<Revision>): Revision => ({
  id: 1,
  action: 'create',
  actor: 'owner',
  createdAt: '2024-06-10T12:00:00Z',
  fields: [],
  before: null,
  after: null,
  version: 1,
  ...over,
});

describe('what a restore changes', () => {
  it('lists only the fields whose value differs from the place now, in the place’s order', () => {
    const first = revision({
      after: { name: 'Old town', isPrivate: false, notes: 'First notes.', photos: [], tags: ['food'] },
    });
    expect(restoreChanges(place, first)).toEqual([
      { field: 'notes', from: 'Second notes.', to: 'First notes.' },
      { field: 'isPrivate', from: true, to: false },
    ]);
  });

  it('takes back what a delete removed', () => {
    const deleted = revision({ action: 'delete', before: { notes: 'Kept.' }, after: null });
    expect(restoreChanges(place, deleted)).toEqual([{ field: 'notes', from: 'Second notes.', to: 'Kept.' }]);
  });

  it('says when the place becomes public, or private, and nothing otherwise', () => {
    expect(visibilityChange([{ field: 'isPrivate', from: true, to: false }])).toBe(
      'This makes the place public: visitors will see it',
    );
    expect(visibilityChange([{ field: 'isPrivate', from: false, to: true }])).toBe(
      'This makes the place private: visitors will no longer see it',
    );
    expect(visibilityChange([{ field: 'notes', from: 'a', to: 'b' }])).toBeNull();
  });

  it('undoes exactly the fields the restore changed, back to their values before', () => {
    const restored = { ...place, notes: 'First notes.', isPrivate: false, version: 3 } as Location;
    expect(undoChanges(place, restored)).toEqual({ notes: 'Second notes.', isPrivate: true });
    expect(undoChanges(place, { ...place, version: 3 })).toEqual({});
  });
});
