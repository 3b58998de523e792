import type { Location } from '#shared/location.ts';
import { toCsv } from './csv';
import { toGeoJson } from './geojson';
import { toKml } from './kml';

export const EXPORT_FORMATS = {
  geojson: { extension: 'geojson', contentType: 'application/geo+json; charset=utf-8', serialize: toGeoJson },
  csv: { extension: 'csv', contentType: 'text/csv; charset=utf-8', serialize: toCsv },
  kml: {
    extension: 'kml',
    contentType: 'application/vnd.google-earth.kml+xml; charset=utf-8',
    serialize: toKml,
  },
} as const satisfies Record<
  string,
  { extension: string; contentType: string; serialize: (places: readonly Location[]) => string }
>;

export type ExportFormat = keyof typeof EXPORT_FORMATS;

export function isExportFormat(value: unknown): value is ExportFormat {
  return typeof value === 'string' && Object.hasOwn(EXPORT_FORMATS, value);
}

/** fru-world-places-2025-03-14.csv (the UTC date of the export). */
export function exportFileName(format: ExportFormat, now = new Date()): string {
  return placesFileName(EXPORT_FORMATS[format].extension, now);
}

/** fru-world-places-2025-03-14.gpx: any file of places, by its extension. */
export function placesFileName(extension: string, now = new Date()): string {
  return `fru-world-places-${now.toISOString().slice(0, 10)}.${extension}`;
}
