import { LIMITS } from '#shared/location.ts';
import { UPLOAD_BATCH_MAX } from '#shared/media.ts';
import { i18n } from '#client/lib/i18n.ts';
import { isOne } from '#client/lib/intl.ts';

export type Selection = { ok: true } | { ok: false; message: string };

/**
 * Whether `chosen` files may be sent to a place holding `held` photos (saved, added, or still
 * uploading): checked before anything is sent, so the owner is told at once and nothing goes halfway.
 */
export function checkSelection(chosen: number, held: number): Selection {
  // More than the most sent at once, and a full place, are always counts above one.
  if (chosen > UPLOAD_BATCH_MAX)
    return {
      ok: false,
      message: i18n._('That is {count} files: at most {max} can be sent at once. Choose fewer.', {
        count: chosen,
        max: UPLOAD_BATCH_MAX,
      }),
    };
  const room = Math.max(0, LIMITS.photosMax - held);
  if (chosen <= room) return { ok: true };
  if (room === 0)
    return {
      ok: false,
      message: i18n._(
        'This place already has {max} photos, the most a place can hold: remove one to add another.',
        { max: LIMITS.photosMax },
      ),
    };
  const values = { max: LIMITS.photosMax, held, room, chosen };
  return {
    ok: false,
    message: isOne(room)
      ? i18n._(
          'A place holds at most {max} photos: this one has {held}, so {room} photo more can be added, not {chosen}. Choose fewer.',
          values,
        )
      : i18n._(
          'A place holds at most {max} photos: this one has {held}, so {room} photos more can be added, not {chosen}. Choose fewer.',
          values,
        ),
  };
}
