import { MAX_IMPORT_FILE_BYTES, type ImportFormat } from './fields';

/** What the file picker offers; the content is checked when the file is read. */
export const ACCEPTED_EXTENSIONS = [
  '.geojson',
  '.json',
  '.csv',
  '.tsv',
  '.txt',
  '.kml',
  '.kmz',
  '.zip',
  '.gpx',
] as const;

/** The format a file claims by its name; the content then has to agree. */
export function formatOfName(fileName: string): ImportFormat | undefined {
  const extension = /\.[a-z0-9]+$/i.exec(fileName)?.[0].toLowerCase();
  if (extension === '.geojson' || extension === '.json') return 'geojson';
  if (extension === '.csv' || extension === '.tsv' || extension === '.txt') return 'csv';
  if (extension === '.kml') return 'kml';
  if (extension === '.kmz' || extension === '.zip') return 'kmz';
  if (extension === '.gpx') return 'gpx';
  return undefined;
}

/** The refusal for a file too large to import, before anything is read or sent; undefined when it fits. */
export function fileTooLargeMessage(bytes: number): string | undefined {
  if (bytes <= MAX_IMPORT_FILE_BYTES) return undefined;
  const mb = (bytes / 1024 / 1024).toFixed(1);
  return `This file is ${mb} MB; files up to ${MAX_IMPORT_FILE_BYTES / 1024 / 1024} MB can be imported. Split it into smaller files.`;
}
