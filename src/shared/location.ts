import type { z } from 'zod';
import type {
  LocationCreateSchema,
  LocationPatchSchema,
  LocationSchema,
  VisitorLocationSchema,
} from './location-schema';

// Types and constants only: the browser's first load stays free of zod (schemas: location-schema.ts).
// The statuses are derived from the one status table (status.ts), re-exported here beside the place.
export { STATUSES, STATUS_COLORS, type LocationStatus } from './status';

export const LIMITS = {
  nameMax: 200,
  notesMax: 10_000,
  textMax: 500,
  photosMax: 50,
  videosMax: 20,
  urlMax: 2_000,
} as const;

export type LocationCreate = z.input<typeof LocationCreateSchema>;
export type LocationCreateParsed = z.output<typeof LocationCreateSchema>;
export type LocationPatch = z.output<typeof LocationPatchSchema>;

/** A place as the owner reads it (the schema, LocationSchema, is in location-schema.ts). */
export type Location = z.output<typeof LocationSchema>;

/** A place as a visitor receives it: public places only, without the owner's private notes. */
export type VisitorLocation = z.output<typeof VisitorLocationSchema>;

/** A place as a page holds it: a visitor's answer has no private notes, which reads as none. */
export const asPlace = (place: Location | VisitorLocation): Location =>
  'privateNotes' in place ? place : { ...place, privateNotes: '' };

/** Folds the legacy single `youtubeUrl` into the list, keeping order and dropping duplicates. */
export function foldYoutubeUrl(
  youtubeUrls: string[] | undefined,
  youtubeUrl: string | null | undefined,
): string[] | undefined {
  if (youtubeUrl === undefined) return youtubeUrls;
  const list = [...(youtubeUrls ?? [])];
  if (youtubeUrl && !list.includes(youtubeUrl)) list.push(youtubeUrl);
  return list;
}
