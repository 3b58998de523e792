import { HttpUrlSchema } from '#shared/location-schema.ts';

export type PendingPhoto = { ok: true; photos: string[] } | { ok: false; message: string };

/**
 * A photo link typed but not yet added when the form is saved: a valid link is added (once), an
 * invalid one stops the save with a message naming it, so it is never silently dropped.
 */
export function addPendingPhoto(photos: readonly string[], input: string): PendingPhoto {
  const url = input.trim();
  if (!url) return { ok: true, photos: [...photos] };
  const checked = HttpUrlSchema.safeParse(url);
  if (!checked.success)
    return {
      ok: false,
      message: `Photo link “${url}” is not added: ${checked.error.issues[0]?.message ?? 'it is not a link'}. Fix it or clear the field.`,
    };
  return { ok: true, photos: photos.includes(checked.data) ? [...photos] : [...photos, checked.data] };
}

/** Saving while photos are still on their way would leave them out: the form says so instead. */
export const UPLOADS_RUNNING =
  'Photos are still uploading: wait until they are done (or remove them), then save.';
