import { z } from '../zod';
import { LocationCreateSchema } from '../location-schema';

const MAX_LOCATION_ID = 2 ** 31 - 1;
/** The fields an import fills with a default when the file has no value for them. */
const FILLED_FIELDS = ['status'] as const;

/**
 * One place of POST /api/import: the body POST /api/locations takes, plus what our own export
 * carries so a round trip keeps it: `createdAt` (the Added date, kept) and `id` (which live place
 * the row updates, when the import is asked to update existing places).
 */
export const ImportPlaceSchema = LocationCreateSchema.extend({
  id: z
    .int({ error: 'id must be a whole number (a Fru World place id)' })
    .min(1, 'id must be a Fru World place id')
    .max(MAX_LOCATION_ID, 'id must be a Fru World place id')
    .optional(),
  createdAt: z.iso
    .datetime({ offset: true, error: 'createdAt must be an ISO date and time (2024-05-01T12:00:00Z)' })
    .transform((value) => new Date(value).toISOString())
    .optional(),
  /**
   * Fields the file does not have, filled with the dialog's default (a status): a new place takes
   * them, a place the row updates keeps its own.
   */
  filled: z.array(z.enum(FILLED_FIELDS, { error: 'filled names fields the file does not have' })).optional(),
});

/** What an import does with a row whose id names a live place: skip it as a duplicate, or update it. */
export const IMPORT_MODES = ['add', 'update'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];
