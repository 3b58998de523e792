// Uploaded photos: what the server makes of a file and how a page asks for the right size.
// Types and small pure functions only, shared by the server, the browser and the tests.
import type { z } from 'zod';
import type { UploadedPhotoSchema } from './api/media';

/** The widths a photo is stored in (never wider than it is): a phone's card never loads 2048 px. */
export const PHOTO_WIDTHS = [320, 640, 1280, 2048] as const;
export const LARGEST_WIDTH = 2048;
/** The public formats, best first: every width exists in both. */
export const PHOTO_FORMATS = ['avif', 'webp'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/** The default most bytes of one uploaded file (`UPLOAD_MAX_MB` changes it). */
export const UPLOAD_MAX_MB_DEFAULT = 30;
/** The most photos one drop, pick or folder may hold: more is refused before anything is sent. */
export const UPLOAD_BATCH_MAX = 500;
/** What the file pickers offer (the server decides by the content, never by this). */
export const UPLOAD_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif,.heic,.heif';
/** The formats a photo may arrive in, as the refusal names them. */
export const UPLOAD_FORMATS_TEXT = 'JPEG, PNG, WebP, AVIF or HEIC';

/** An uploaded photo's link, as it stands in a place's `photos`: its largest public WebP. */
const UPLOADED_PHOTO = /^\/media\/([0-9a-f]{32})\.webp$/;

/** What a page needs to show an uploaded photo before and while it loads. */
export interface PhotoInfo {
  /** Of the largest stored copy (at most 2048 px wide), after turning it upright. */
  width: number;
  height: number;
  /** ThumbHash of the photo, base64: a blurred preview drawn at once (thumbhash's thumbHashToDataURL). */
  placeholder: string;
}

/** The answer to an upload (POST /api/media): the link to put in `photos`, and what the file said. */
export type UploadedPhoto = z.output<typeof UploadedPhotoSchema>;

/** The stored photo's id when `url` is an uploaded photo's link, else undefined. */
export function uploadedPhotoId(url: string): string | undefined {
  return UPLOADED_PHOTO.exec(url)?.[1];
}

export function isUploadedPhoto(url: string): boolean {
  return UPLOADED_PHOTO.test(url);
}

export function uploadedPhotoUrl(id: string): string {
  return `/media/${id}.webp`;
}

/** The widths stored for a photo whose largest copy is `width` wide: the standard ones below it, and its own. */
export function storedWidths(width: number): number[] {
  const smaller = PHOTO_WIDTHS.filter((w) => w < width);
  return [...smaller, Math.min(width, LARGEST_WIDTH)];
}

/** The public file of one width and format: `/media/<id>-<width>.<format>`. */
export function photoVariantUrl(id: string, width: number, format: PhotoFormat): string {
  return `/media/${id}-${width}.${format}`;
}

/** `srcset` of an uploaded photo in one format. */
export function photoSrcSet(id: string, info: Pick<PhotoInfo, 'width'>, format: PhotoFormat): string {
  return storedWidths(info.width)
    .map((w) => `${photoVariantUrl(id, w, format)} ${w}w`)
    .join(', ');
}

/** An uploaded photo's link as a file outside the site needs it (an export): absolute on `siteUrl`. */
export function absolutePhotoUrl(url: string, siteUrl: string): string {
  return isUploadedPhoto(url) ? `${siteUrl}${url}` : url;
}

/** The reverse, for a file coming back (an import): this site's own photo links become uploaded photos again. */
export function sitePhotoUrl(url: string, siteUrl: string): string {
  const local = url.startsWith(`${siteUrl}/`) ? url.slice(siteUrl.length) : url;
  return isUploadedPhoto(local) ? local : url;
}

/**
 * Where a visitor's browser loads a photo given as a link to another site: through this site's
 * server (src/server/third-party/photo-links.ts), so that no other site is asked before a click.
 */
export function photoLinkPath(url: string): string {
  return `/photo-link?url=${encodeURIComponent(url)}`;
}

/** What an <img> of a place's photo loads: this site's own file, or a link through photoLinkPath. */
export function shownPhotoSrc(url: string): string {
  return url.startsWith('/') ? url : photoLinkPath(url);
}
