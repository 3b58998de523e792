import type { z } from 'zod';
import type { LocationCreateSchema, LocationPatchSchema } from './location-schema';
import type { PhotoInfo } from './media';
import type { LocationStatus } from './status';

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

export interface Location {
  id: number;
  name: string;
  type: string;
  category: string;
  latitude: number;
  longitude: number;
  address: string;
  state: string | null;
  country: string;
  status: LocationStatus;
  notes: string;
  photos: string[];
  /** Sizes and blurred previews of the uploaded photos among `photos`, by link (none for links typed by hand). */
  photoInfo: Record<string, PhotoInfo>;
  youtubeUrls: string[];
  visitedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** 1 when created, +1 at every change; GET sends it as the ETag, PATCH and DELETE take it as If-Match. */
  version: number;
  /** The names of its tags, sorted (shared/tags.ts). */
  tags: string[];
  /** Seen by the owner only: never in a visitor's answer, map data, statistics or export. */
  isPrivate: boolean;
  /** Notes only the owner reads (a visitor's answer has no such field, whatever the place). */
  privateNotes: string;
}

/** A place as a visitor receives it: public places only, without the owner's private notes. */
export type VisitorLocation = Omit<Location, 'privateNotes'>;

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
