import type { ExpandedTags, IncludeTagsOptions } from 'exifreader';

/**
 * What a photo's EXIF says of where and when, read with ExifReader (which reads JPEG, PNG, WebP,
 * AVIF and HEIC, whichever program wrote the HEIC's Exif item: libheif's has no `Exif\0\0` header).
 */
export interface PhotoFacts {
  latitude: number | null;
  longitude: number | null;
  /** `YYYY-MM-DDTHH:MM:SS` as the camera wrote it (its local time), or null. */
  takenAt: string | null;
}

/** Only the dates and the position: ExifReader leaves every other group and tag unread. */
export const PHOTO_FACT_TAGS = {
  exif: [
    'DateTimeOriginal',
    // EXIF's own name for what exiftool and exifr call CreateDate.
    'DateTimeDigitized',
    'GPSLatitude',
    'GPSLatitudeRef',
    'GPSLongitude',
    'GPSLongitudeRef',
  ],
  gps: true,
} satisfies IncludeTagsOptions;

const EXIF_DATE = /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/;

function dateOf(value: unknown): string | null {
  const match = typeof value === 'string' ? EXIF_DATE.exec(value) : null;
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match;
  const day = `${y}-${mo}-${d}`;
  // "0000:00:00 00:00:00" is what some cameras write for no date.
  const time = Date.parse(`${day}T00:00:00Z`);
  const valid = !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
  return valid && y !== '0000' ? `${day}T${h}:${mi}:${s}` : null;
}

const isCoordinate = (value: unknown, max: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= max;

/** The facts in ExifReader's expanded tags (`expanded: true`); none when the file had no EXIF. */
export function photoFacts(tags: ExpandedTags | undefined): PhotoFacts {
  const latitude = tags?.gps?.Latitude;
  const longitude = tags?.gps?.Longitude;
  // 0, 0 is what a camera without a fix writes, not a photo taken in the Gulf of Guinea.
  const located =
    isCoordinate(latitude, 90) && isCoordinate(longitude, 180) && (latitude !== 0 || longitude !== 0);
  return {
    latitude: located ? latitude : null,
    longitude: located ? longitude : null,
    takenAt:
      dateOf(tags?.exif?.DateTimeOriginal?.description) ?? dateOf(tags?.exif?.DateTimeDigitized?.description),
  };
}
