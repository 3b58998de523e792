import { describe, expect, it } from 'vitest';
import { LIMITS } from '#shared/location.ts';
import { UPLOAD_BATCH_MAX } from '#shared/media.ts';
import { checkSelection } from './upload-selection';

describe('checkSelection', () => {
  it('lets through what fits, up to the last free place', () => {
    expect(checkSelection(3, 0)).toEqual({ ok: true });
    expect(checkSelection(2, LIMITS.photosMax - 2)).toEqual({ ok: true });
  });

  it('says how many more fit when the files would pass the limit of a place', () => {
    const result = checkSelection(5, LIMITS.photosMax - 2);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain('2 photos more can be added, not 5');
  });

  it('says the place is full when nothing more fits', () => {
    const result = checkSelection(1, LIMITS.photosMax);
    expect(!result.ok && result.message).toContain('remove one to add another');
  });

  it('refuses a batch over the most sent at once before counting the photos', () => {
    const result = checkSelection(UPLOAD_BATCH_MAX + 1, 0);
    expect(!result.ok && result.message).toContain(`at most ${UPLOAD_BATCH_MAX}`);
  });
});
