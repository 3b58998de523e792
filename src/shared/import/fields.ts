import type { z } from '../zod';
import type { ImportPlaceSchema } from './import-schema';

/** The place fields an import can fill, in the order the mapping step shows them. */
// prettier-ignore
export const IMPORT_FIELDS = [
  'name',
  'latitude',
  'longitude',
  'type',
  'category',
  'status',
  'address',
  'country',
  'state',
  'notes',
  'photos',
  'youtubeUrls',
  'visitedAt',
  'tags',
  'isPrivate',
  'privateNotes',
  'createdAt',
  'id',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  name: 'Name',
  latitude: 'Latitude',
  longitude: 'Longitude',
  type: 'Type',
  category: 'Category',
  status: 'Status',
  address: 'Address',
  country: 'Country',
  state: 'State',
  notes: 'Notes',
  photos: 'Photos',
  youtubeUrls: 'YouTube videos',
  visitedAt: 'Date visited',
  tags: 'Tags',
  isPrivate: 'Private (only you see it)',
  privateNotes: 'Private notes',
  createdAt: 'Date added',
  id: 'Fru World id (to update existing places)',
};

export const REQUIRED_IMPORT_FIELDS: readonly ImportField[] = ['name', 'latitude', 'longitude'];

/** A file larger than this is refused before it is read or sent. */
export const MAX_IMPORT_FILE_BYTES = 50 * 1024 * 1024;
/** At most this many places per import: about 20 MB of JSON. */
export const MAX_IMPORT_ROWS = 100_000;

/**
 * One place as an import sends it: the body POST /api/locations accepts, with the Added date and
 * the id our own export carries.
 */
export type ImportPlace = z.input<typeof ImportPlaceSchema>;

/** A row of the file that cannot be read, and where it is ("line 12", "feature 3"). */
export interface ImportRowError {
  source: string;
  reason: string;
}

export type ImportFormat = 'geojson' | 'csv' | 'kml' | 'gpx';

export interface ParsedImport {
  format: ImportFormat;
  places: ImportPlace[];
  /** Where each place came from in the file, parallel to `places`. */
  sources: string[];
  errors: ImportRowError[];
  /** Something worth saying that is not an error (tracks skipped, say). */
  notice?: string;
}

/** The whole file cannot be imported: the message names the problem in plain words. */
export class ImportFileError extends Error {}

export function tooManyRows(count: number): ImportFileError {
  return new ImportFileError(
    `This file has ${count.toLocaleString('en-US')} places; at most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} can be imported at once. Split it into smaller files.`,
  );
}

const HEADER_GUESSES: Record<ImportField, readonly string[]> = {
  name: ['name', 'title', 'placename', 'place', 'locationname', 'businessname', 'label'],
  latitude: ['latitude', 'lat', 'latdeg'],
  longitude: ['longitude', 'lng', 'lon', 'long', 'londeg'],
  type: ['type', 'kind', 'placetype'],
  category: ['category', 'categories'],
  status: ['status', 'visitstatus'],
  address: ['address', 'fulladdress', 'streetaddress', 'formattedaddress'],
  country: ['country', 'countryname'],
  state: ['state', 'usstate', 'statename', 'province'],
  notes: ['notes', 'note', 'description', 'desc', 'comment', 'comments'],
  photos: ['photos', 'photo', 'photourls', 'photourl', 'images', 'image', 'pictures'],
  youtubeUrls: [
    'youtubeurls',
    'youtubeurl',
    'youtube',
    'videos',
    'video',
    'videourls',
    'videourl',
    'youtubelinks',
  ],
  visitedAt: ['visitedat', 'visited', 'visitedon', 'datevisited', 'visitdate', 'date'],
  tags: ['tags', 'tag', 'labels', 'label'],
  // Our own names only: another app's "private" column must not hide places by accident.
  isPrivate: ['isprivate'],
  privateNotes: ['privatenotes'],
  createdAt: ['createdat', 'added', 'dateadded', 'addedon'],
  // Only our own name for it: another app's ids must not be taken for ours.
  id: ['id', 'fruworldid'],
};

const FIELD_BY_HEADER = new Map<string, ImportField>();
for (const field of IMPORT_FIELDS)
  for (const header of HEADER_GUESSES[field]) FIELD_BY_HEADER.set(header, field);

/** Our field for a column or property name, however it is spelled ("Place Name", "LAT", "Long."). */
export function guessField(header: string): ImportField | undefined {
  return FIELD_BY_HEADER.get(header.toLowerCase().replace(/[^a-z0-9]/g, ''));
}
