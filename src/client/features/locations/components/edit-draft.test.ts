import { describe, expect, it } from 'vitest';
import type { Location } from '#shared/location.ts';
import { versionOf } from '../api/conflict';
import {
  conflictRows,
  defaultChoices,
  everyChoice,
  fieldsOf,
  freshDraft,
  isChanged,
  merge,
  parseStoredDraft,
  patchOf,
  rebase,
  wantedOf,
  type EditDraft,
} from './edit-draft';
import { addPendingPhoto } from './pending-photo';

const place: Location = {
  id: 7,
  name: 'Crater Lake',
  type: 'lake',
  category: 'nature',
  latitude: 42.9446,
  longitude: -122.109,
  address: 'Oregon',
  state: 'Oregon',
  country: 'United States',
  status: 'planned',
  notes: 'Deepest lake in the US.',
  photos: ['https://example.com/a.jpg'],
  photoInfo: {},
  photoText: {},
  youtubeUrls: ['https://youtu.be/one', 'https://youtu.be/two', 'https://youtu.be/three'],
  visitedAt: null,
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
  version: 3,
  tags: [],
  isPrivate: false,
  privateNotes: '',
};

const edit = (draft: EditDraft, values: Partial<EditDraft['values']>): EditDraft => ({
  ...draft,
  values: { ...draft.values, ...values },
});

describe('the edit form sends only what the owner changed', () => {
  it('sends nothing for an untouched form, so no video is dropped', () => {
    const draft = freshDraft(place);
    expect(draft.values.videos).toEqual(place.youtubeUrls);
    expect(patchOf(draft)).toEqual({});
    expect(isChanged(draft)).toBe(false);
    expect(wantedOf(draft).youtubeUrls).toEqual(place.youtubeUrls);
  });

  it('sends the notes alone when only the notes changed', () => {
    expect(patchOf(edit(freshDraft(place), { notes: 'Bluer than blue.' }))).toEqual({
      notes: 'Bluer than blue.',
    });
  });

  it('sends every video link in its new order, without the empty ones', () => {
    const [one = '', two = '', three = ''] = place.youtubeUrls;
    expect(patchOf(edit(freshDraft(place), { videos: [three, ' https://youtu.be/new ', '', one] }))).toEqual({
      youtubeUrls: [three, 'https://youtu.be/new', one],
    });
    expect(patchOf(edit(freshDraft(place), { videos: [one, two, three, ''] }))).toEqual({});
  });

  it('sends a field as typed only when its text changed, trimmed', () => {
    expect(patchOf(edit(freshDraft(place), { name: ' Crater Lake ', latitude: '42.9446' }))).toEqual({});
    expect(
      patchOf(
        edit(freshDraft(place), {
          name: ' Crater Lake NP ',
          type: 'park',
          latitude: '43.5',
          state: '',
          visitedAt: '2024-08-15',
        }),
      ),
    ).toEqual({ name: 'Crater Lake NP', type: 'park', latitude: 43.5, state: null, visitedAt: '2024-08-15' });
  });

  it('counts an emptied coordinate as a change (named before saving), not as zero', () => {
    const draft = edit(freshDraft(place), { longitude: '' });
    expect(isChanged(draft)).toBe(true);
    expect(wantedOf(draft).longitude).toBeNaN();
  });

  it('counts a photo link typed but not added as a change', () => {
    const draft = edit(freshDraft(place), { photoInput: 'https://example.com/b.jpg' });
    expect(patchOf(draft)).toEqual({});
    expect(isChanged(draft)).toBe(true);
  });
});

describe('a conflict with a save made elsewhere', () => {
  // Tab B changed the status; tab A had saved new notes meanwhile.
  const mineDraft = edit(freshDraft(place), { status: 'visited' });
  const theirs = { ...place, notes: 'Saved in tab A.', version: 4 };
  const rows = conflictRows(fieldsOf(place), wantedOf(mineDraft), fieldsOf(theirs));

  it('lists each field that differs, saying who changed it', () => {
    expect(rows).toEqual([
      { field: 'status', mine: 'visited', theirs: 'planned', changedByMe: true, changedElsewhere: false },
      {
        field: 'notes',
        mine: 'Deepest lake in the US.',
        theirs: 'Saved in tab A.',
        changedByMe: false,
        changedElsewhere: true,
      },
    ]);
  });

  it('by default keeps both sides: mine where I changed it, theirs elsewhere', () => {
    const merged = merge(wantedOf(mineDraft), fieldsOf(theirs), defaultChoices(rows));
    expect(merged).toMatchObject({ status: 'visited', notes: 'Saved in tab A.' });
    const next = rebase(theirs, merged);
    expect(versionOf(next.base)).toBe(4);
    expect(patchOf(next)).toEqual({ status: 'visited' });
  });

  it('"Keep mine" and "Take theirs" choose one side for every field', () => {
    const mine = merge(wantedOf(mineDraft), fieldsOf(theirs), everyChoice(rows, 'mine'));
    expect(patchOf(rebase(theirs, mine))).toEqual({ status: 'visited', notes: 'Deepest lake in the US.' });
    const taken = merge(wantedOf(mineDraft), fieldsOf(theirs), everyChoice(rows, 'theirs'));
    expect(patchOf(rebase(theirs, taken))).toEqual({});
  });

  it('keeps a field the owner chose to keep', () => {
    const renamed = { ...theirs, name: 'Crater Lake NP' };
    const fieldRows = conflictRows(fieldsOf(place), wantedOf(mineDraft), fieldsOf(renamed));
    const merged = merge(wantedOf(mineDraft), fieldsOf(renamed), {
      ...defaultChoices(fieldRows),
      name: 'mine',
    });
    expect(patchOf(rebase(renamed, merged))).toEqual({ name: 'Crater Lake', status: 'visited' });
  });
});

describe('a draft kept in local storage', () => {
  it('from before every field was editable: its videos are kept in order, the other fields as loaded', () => {
    const stored = {
      base: place,
      values: {
        notes: 'Typed.',
        status: 'visited',
        videoUrl: 'https://youtu.be/new',
        moreVideos: ['https://youtu.be/two'],
      },
      keep: {},
    };
    const draft = parseStoredDraft(place.id)(stored);
    expect(draft && patchOf(draft)).toEqual({
      notes: 'Typed.',
      status: 'visited',
      youtubeUrls: ['https://youtu.be/new', 'https://youtu.be/two'],
    });
    expect(parseStoredDraft(place.id + 1)(stored)).toBeUndefined();
  });
});

describe('a photo link typed but not added', () => {
  it('is added on save when it is a link, once', () => {
    expect(addPendingPhoto(['https://a.example/1.jpg'], ' https://a.example/2.jpg ')).toEqual({
      ok: true,
      photos: ['https://a.example/1.jpg', 'https://a.example/2.jpg'],
    });
    expect(addPendingPhoto(['https://a.example/1.jpg'], 'https://a.example/1.jpg')).toEqual({
      ok: true,
      photos: ['https://a.example/1.jpg'],
    });
    expect(addPendingPhoto([], '   ')).toEqual({ ok: true, photos: [] });
  });

  it('stops the save with a message naming it when it is not a link', () => {
    const result = addPendingPhoto([], 'not a link');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/Photo link “not a link” is not added/);
  });
});
