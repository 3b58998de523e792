import { LIMITS } from '#shared/location.ts';
import { UPLOAD_BATCH_MAX } from '#shared/media.ts';

export type Selection = { ok: true } | { ok: false; message: string };

const photos = (n: number) => `${n} photo${n === 1 ? '' : 's'}`;

/**
 * Whether `chosen` files may be sent to a place holding `held` photos (saved, added, or still
 * uploading): checked before anything is sent, so the owner is told at once and nothing goes halfway.
 */
export function checkSelection(chosen: number, held: number): Selection {
  if (chosen > UPLOAD_BATCH_MAX)
    return {
      ok: false,
      message: `That is ${chosen} files: at most ${UPLOAD_BATCH_MAX} can be sent at once. Choose fewer.`,
    };
  const room = Math.max(0, LIMITS.photosMax - held);
  if (chosen <= room) return { ok: true };
  if (room === 0)
    return {
      ok: false,
      message: `This place already has ${LIMITS.photosMax} photos, the most a place can hold: remove one to add another.`,
    };
  return {
    ok: false,
    message: `A place holds at most ${LIMITS.photosMax} photos: this one has ${held}, so ${photos(room)} more can be added, not ${chosen}. Choose fewer.`,
  };
}
