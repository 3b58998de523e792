import { z } from 'zod';
import { PhotoInfoSchema } from '../location-schema';
import { defineRoute, file } from './define';

/** The answer to an upload: the link to put in `photos`, and what the file said. */
export const UploadedPhotoSchema = PhotoInfoSchema.extend({
  url: z.string(),
  /** From the file's EXIF, for the owner only (never stored in a public copy). */
  takenAt: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
}).meta({ id: 'UploadedPhoto' });

export const mediaApi = {
  upload: defineRoute({
    method: 'POST',
    path: '/api/media',
    tag: 'Media',
    summary:
      "Uploads one photo's bytes as they are (what it is comes from its content; X-File-Name names it).",
    access: 'owner',
    rawBody: 'application/octet-stream',
    response: z.strictObject({ photo: UploadedPhotoSchema }),
    status: 201,
    headers: ['X-File-Name'],
    errors: ['bad_photo', 'upload_interrupted', 'storage_full'],
  }),
  original: defineRoute({
    method: 'GET',
    path: '/api/media/:id/original',
    tag: 'Media',
    summary: "The file as uploaded, EXIF and all: the owner's alone.",
    access: 'owner',
    params: z.object({ id: z.string().regex(/^[0-9a-f]{32}$/, 'Not a photo id') }),
    notFound: 'That photo',
    response: file('image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/heic'),
    errors: ['not_found'],
  }),
  publicCopy: defineRoute({
    method: 'GET',
    path: '/media/:file',
    tag: 'Media',
    summary:
      "A photo's public copy (`<id>.webp`, `<id>-<width>.avif|webp`): never changes, cached for a year.",
    access: 'anyone',
    params: z.object({ file: z.string().regex(/^[0-9a-f]{32}(-\d{1,4})?\.(avif|webp)$/) }),
    notFound: 'That photo',
    response: file('image/avif', 'image/webp'),
    errors: ['not_found'],
  }),
};
