import { describe, expect, it } from 'vitest';
import { describeRevision, showValue, timeAgo } from './revision-text';

describe('revision texts', () => {
  it('names what an edit changed', () => {
    expect(describeRevision({ action: 'update', fields: ['notes', 'status'] })).toBe('Edited notes, status');
    expect(describeRevision({ action: 'revert', fields: ['youtubeUrls'] })).toBe(
      'Restored an earlier version: videos',
    );
    expect(describeRevision({ action: 'create', fields: ['name', 'notes'] })).toBe('Created');
    expect(describeRevision({ action: 'delete', fields: [] })).toBe('Moved to the trash');
  });

  it('shows lists a line each and empty values as a dash', () => {
    expect(showValue(['a', 'b'])).toBe('a\nb');
    expect(showValue([])).toBe('—');
    expect(showValue(null)).toBe('—');
    expect(showValue('')).toBe('—');
    expect(showValue(42.5)).toBe('42.5');
  });

  it('shows yes-or-no fields in words, never true or false', () => {
    expect(showValue(true, 'isPrivate')).toBe('Private');
    expect(showValue(false, 'isPrivate')).toBe('Public');
    expect(showValue(true)).toBe('Yes');
    expect(showValue(false, 'somethingElse')).toBe('No');
    expect(describeRevision({ action: 'update', fields: ['isPrivate'] })).toBe('Edited visibility');
  });

  it('says how long ago, then the date', () => {
    const now = Date.parse('2024-06-10T12:00:00Z');
    expect(timeAgo('2024-06-10T11:59:50Z', now)).toBe('just now');
    expect(timeAgo('2024-06-10T11:58:00Z', now)).toBe('2 minutes ago');
    expect(timeAgo('2024-06-10T09:00:00Z', now)).toBe('3 hours ago');
    expect(timeAgo('2024-06-09T12:00:00Z', now)).toBe('yesterday');
    expect(timeAgo('2024-05-20T12:00:00Z', now)).toBe('3 weeks ago');
    expect(timeAgo('2024-01-02T12:00:00Z', now)).toBe('January 2, 2024');
  });
});
