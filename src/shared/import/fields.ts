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
  'mapsUrl',
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
  mapsUrl: 'Google Maps link (coordinates when there are none)',
};

export const REQUIRED_IMPORT_FIELDS: readonly ImportField[] = ['name', 'latitude', 'longitude'];

/** The required fields a mapping leaves out; a Google Maps link stands in for the coordinates. */
export function missingImportFields(mapping: Readonly<Record<ImportField, number>>): ImportField[] {
  const linked = mapping.mapsUrl >= 0;
  return REQUIRED_IMPORT_FIELDS.filter(
    (field) => mapping[field] < 0 && !(linked && (field === 'latitude' || field === 'longitude')),
  );
}

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

export type ImportFormat = 'geojson' | 'csv' | 'kml' | 'kmz' | 'gpx' | 'polarsteps';

export interface ParsedImport {
  format: ImportFormat;
  places: ImportPlace[];
  /** Where each place came from in the file, parallel to `places`. */
  sources: string[];
  errors: ImportRowError[];
  /** Something worth saying that is not an error (tracks skipped, say). */
  notice?: string;
  /** Rows refused only for want of coordinates, kept so the address search can find them. */
  unlocated?: UnlocatedRow[];
}

/** A row with everything but coordinates: what to search for, and the row itself. */
export interface UnlocatedRow {
  source: string;
  query: string;
  raw: Partial<Record<ImportField, unknown>>;
}

/** The whole file cannot be imported: the message names the problem in plain words. */
export class ImportFileError extends Error {}

export function tooManyRows(count: number): ImportFileError {
  return new ImportFileError(
    `This file has ${count.toLocaleString('en-US')} places; at most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} can be imported at once. Split it into smaller files.`,
  );
}

// Names in English, French, German, Spanish, Portuguese and Italian, written as guessField reads
// them: lower case, accents and everything but letters and digits left out ("Länge" is "lange").
// prettier-ignore
const HEADER_GUESSES: Record<ImportField, readonly string[]> = {
  name: [
    'name', 'title', 'placename', 'place', 'placetitle', 'locationname', 'businessname', 'label',
    'nom', 'nomdulieu', 'lieu', 'titre', 'ort', 'ortsname', 'bezeichnung', 'titel',
    'nombre', 'lugar', 'titulo', 'nome', 'local', 'luogo', 'titolo',
  ],
  latitude: [
    'latitude', 'lat', 'latdeg', 'declatitude', 'declat', 'gpslatitude', 'latitud', 'breite',
    'breitengrad', 'latitudine',
  ],
  longitude: [
    'longitude', 'lng', 'lon', 'long', 'londeg', 'declongitude', 'declong', 'declon', 'gpslongitude',
    'longitud', 'lange', 'laenge', 'langengrad', 'laengengrad', 'longitudine',
  ],
  type: ['type', 'kind', 'placetype', 'typ', 'art', 'tipo'],
  category: ['category', 'categories', 'categorie', 'kategorie', 'categoria'],
  status: [
    'status', 'visitstatus', 'beenthere', 'statut', 'etat', 'stato', 'situacion', 'situacao',
  ],
  address: [
    'address', 'fulladdress', 'streetaddress', 'formattedaddress', 'adresse', 'anschrift',
    'direccion', 'endereco', 'indirizzo',
  ],
  country: ['country', 'countryname', 'pays', 'land', 'staat', 'pais', 'paese', 'nazione'],
  state: ['state', 'usstate', 'statename', 'province', 'bundesland', 'provincia', 'regione'],
  notes: [
    'notes', 'note', 'description', 'desc', 'comment', 'comments', 'mycomments', 'mycomment',
    'mynotes', 'remarques', 'remarque', 'commentaire', 'commentaires', 'bemerkung', 'bemerkungen',
    'notiz', 'notizen', 'kommentar', 'beschreibung', 'notas', 'nota', 'comentario', 'comentarios',
    'descripcion', 'observaciones', 'observacoes', 'descricao', 'commento', 'commenti',
    'descrizione',
  ],
  photos: [
    'photos', 'photo', 'photourls', 'photourl', 'images', 'image', 'pictures', 'picture', 'pics',
    'pic', 'fotos', 'foto', 'bilder', 'bild', 'imagenes', 'imagens', 'immagini',
  ],
  youtubeUrls: [
    'youtubeurls', 'youtubeurl', 'youtube', 'videos', 'video', 'videourls', 'videourl', 'youtubelinks',
  ],
  visitedAt: [
    'visitedat', 'visited', 'visitedon', 'datevisited', 'visitdate', 'date', 'datedevisite',
    'visitele', 'datum', 'besuchtam', 'besuchsdatum', 'fecha', 'fechadevisita', 'data',
    'datadavisita', 'datadivisita',
  ],
  tags: ['tags', 'tag', 'labels', 'label', 'etiquettes', 'schlagworte', 'etiquetas', 'etichette'],
  // Our own names only: another app's "private" column must not hide places by accident.
  isPrivate: ['isprivate'],
  privateNotes: ['privatenotes'],
  createdAt: ['createdat', 'added', 'dateadded', 'addedon'],
  // Only our own name for it: another app's ids must not be taken for ours.
  id: ['id', 'fruworldid'],
  // Google Maps saved lists (Takeout) give a link and no coordinates.
  mapsUrl: ['url', 'googlemapsurl', 'googlemapslink', 'mapsurl', 'mapslink', 'maplink'],
};

const FIELD_BY_HEADER = new Map<string, ImportField>();
for (const field of IMPORT_FIELDS)
  for (const header of HEADER_GUESSES[field]) FIELD_BY_HEADER.set(header, field);

/** A column name as the guesses are written: "Länge (°)" is "lange", "Been There?" is "beenthere". */
export const headerKey = (header: string) =>
  header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** Our field for a column or property name, however it is spelled ("Place Name", "LAT", "Long."). */
export function guessField(header: string): ImportField | undefined {
  return FIELD_BY_HEADER.get(headerKey(header));
}
