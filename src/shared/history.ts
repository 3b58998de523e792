import type { z } from 'zod';
import type { RevisionSchema } from './history-schema';
import type { ImportBatchSchema } from './api/imports';
import type { TrashedLocationSchema, TrashImportBatchSchema } from './api/trash';
import type { Location } from './location';

// What the API says of a place's past: its revisions, the trash and the import batches.

/** What a revision records: a creation, an edit, a trip to the trash and back, an import, a revert. */
export const REVISION_ACTIONS = [
  'create',
  'update',
  'delete',
  'restore',
  'import',
  'revert',
  'merge-import',
  'merge',
] as const;
export type RevisionAction = (typeof REVISION_ACTIONS)[number];

/** The fields of a place a revision records (and a revert sets back): everything the owner edits. */
export const PLACE_FIELDS = [
  'name',
  'type',
  'category',
  'latitude',
  'longitude',
  'address',
  'state',
  'country',
  'status',
  'notes',
  'photos',
  'photoText',
  'youtubeUrls',
  'visitedAt',
  'tags',
  'isPrivate',
  'privateNotes',
] as const;
export type PlaceField = (typeof PLACE_FIELDS)[number];
export type PlaceValues = Partial<Pick<Location, PlaceField>>;

/** One entry of GET /api/locations/:id/history, newest first (RevisionSchema). */
export type Revision = z.output<typeof RevisionSchema>;

/** A place in GET /api/trash: the place as it was, when it went to the trash, and its import. */
export type TrashedLocation = z.output<typeof TrashedLocationSchema>;
/** An import as the trash names it. */
export type TrashImportBatch = z.output<typeof TrashImportBatchSchema>;
/** One entry of GET /api/imports, newest first. */
export type ImportBatch = z.output<typeof ImportBatchSchema>;
