import { ImportFileError, type ImportFormat, type ParsedImport } from './fields';
import { formatOfName } from './file-checks';
import type { ImportDefaults } from './normalize';
import { readCsvTable, type CsvTable } from './parse-csv';
import { parseGeoJson } from './parse-geojson';
import { parseGpx, parseKml } from './parse-xml';

/** For a file without a telling name: JSON starts with {, XML with <, anything else is read as CSV. */
function sniffFormat(text: string): ImportFormat {
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (start.startsWith('{') || start.startsWith('[')) return 'geojson';
  if (start.startsWith('<')) return /<gpx[\s>]/i.test(start.slice(0, 2000)) ? 'gpx' : 'kml';
  return 'csv';
}

export type ReadFileResult = { kind: 'csv'; table: CsvTable } | { kind: 'places'; parsed: ParsedImport };

/**
 * Reads a file's text by what its name claims (or, without a known extension, by its content).
 * CSV stops at the table: its columns are mapped by the person before the places are made.
 */
export function readImportText(fileName: string, text: string, defaults: ImportDefaults): ReadFileResult {
  if (text.trim() === '') throw new ImportFileError('This file is empty.');
  const format = formatOfName(fileName) ?? sniffFormat(text);
  switch (format) {
    case 'csv': {
      if (/^\s*[{<]/.test(text.replace(/^\uFEFF/, ''))) {
        throw new ImportFileError(
          'This file is named like a CSV file but looks like JSON or XML. Is it the right file?',
        );
      }
      return { kind: 'csv', table: readCsvTable(text) };
    }
    case 'geojson':
      return { kind: 'places', parsed: parseGeoJson(text, defaults) };
    case 'kml':
      return { kind: 'places', parsed: parseKml(text, defaults) };
    case 'gpx':
      return { kind: 'places', parsed: parseGpx(text, defaults) };
  }
}
