import type { ImportField } from '#shared/import/fields.ts';
import type { TextEncoding } from '#shared/import/text-encodings.ts';
import { i18n } from '#client/lib/i18n.ts';

// What the import and export screens name, in the page's language (fields.ts, text-encodings.ts and
// status.ts have the English the files and the server use).

/** A column an import may fill, as the mapping step and the preview name it. */
export const importFieldLabel = (field: ImportField): string =>
  ({
    name: i18n._('Name'),
    latitude: i18n._('Latitude'),
    longitude: i18n._('Longitude'),
    type: i18n._('Type'),
    category: i18n._('Category'),
    status: i18n._('Status'),
    address: i18n._('Address'),
    country: i18n._('Country'),
    state: i18n._('State'),
    notes: i18n._('Notes'),
    photos: i18n._('Photos'),
    youtubeUrls: i18n._('YouTube videos'),
    visitedAt: i18n._('Date visited'),
    tags: i18n._('Tags'),
    isPrivate: i18n._('Private (only you see it)'),
    privateNotes: i18n._('Private notes'),
    createdAt: i18n._('Date added'),
    id: i18n._('Fru World id (to update existing places)'),
    mapsUrl: i18n._('Google Maps link (coordinates when there are none)'),
  })[field];

/** A required column inside a sentence ("Choose the column for name, latitude."). */
export const requiredFieldWord = (field: ImportField): string =>
  field === 'name'
    ? i18n._('name')
    : field === 'latitude'
      ? i18n._('latitude')
      : field === 'longitude'
        ? i18n._('longitude')
        : importFieldLabel(field).toLowerCase();

export { statusLabel } from '#client/components/status-label.ts';

/** An encoding's name, with the scripts it is for. */
export function encodingName(encoding: TextEncoding): string {
  const names: Record<TextEncoding, string> = {
    'utf-8': 'UTF-8',
    'utf-16le': i18n._('UTF-16 (little-endian)'),
    'utf-16be': i18n._('UTF-16 (big-endian)'),
    'windows-1252': i18n._('Windows-1252 / Latin-1 (Western Europe)'),
    'iso-8859-15': i18n._('ISO-8859-15 / Latin-9 (Western Europe, €)'),
    'windows-1250': i18n._('Windows-1250 (Central Europe)'),
    'windows-1251': i18n._('Windows-1251 (Cyrillic)'),
    macintosh: 'Mac OS Roman',
    shift_jis: i18n._('Shift_JIS (Japanese)'),
    gbk: i18n._('GBK (Chinese)'),
  };
  return names[encoding];
}
