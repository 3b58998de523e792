import { decodeText } from './decode-text';
import type { TextEncoding } from './text-encodings';
import { ImportFileError, type ImportFormat, type ParsedImport } from './fields';
import { formatOfName } from './file-checks';
import type { ImportDefaults } from './normalize';
import { readCsvTable, type CsvTable, type HeaderChoice } from './parse-csv';
import { parseGeoJson, readJson } from './parse-geojson';
import { parseGpx, type GpxOptions } from './parse-gpx';
import { parseKml, parseKmlDocuments } from './parse-kml';
import { isPolarstepsTrip, polarstepsToPlaces } from './parse-polarsteps';
import { isZip, readZip } from './read-zip';

/** For a file without a telling name: JSON starts with {, XML with <, anything else is read as CSV. */
function sniffFormat(text: string): ImportFormat {
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (start.startsWith('{') || start.startsWith('[')) return 'geojson';
  if (start.startsWith('<')) return /<gpx[\s>]/i.test(start.slice(0, 2000)) ? 'gpx' : 'kml';
  return 'csv';
}

export type ReadFileResult = { kind: 'csv'; table: CsvTable } | { kind: 'places'; parsed: ParsedImport };

/** What the person chose in the dialog: the encoding, whether a CSV has a header, GPX extras. */
export interface ReadOptions {
  encoding?: TextEncoding;
  header?: HeaderChoice;
  gpx?: GpxOptions;
}

/**
 * Reads a file's text by what its name claims (or, without a known extension, by its content).
 * CSV stops at the table: its columns are mapped by the person before the places are made.
 */
export function readImportText(
  fileName: string,
  text: string,
  defaults: ImportDefaults,
  options: ReadOptions = {},
): ReadFileResult {
  if (text.trim() === '') throw new ImportFileError('This file is empty.');
  const format = formatOfName(fileName) ?? sniffFormat(text);
  switch (format) {
    case 'csv': {
      if (/^\s*[{<]/.test(text.replace(/^\uFEFF/, ''))) {
        throw new ImportFileError(
          'This file is named like a CSV file but looks like JSON or XML. Is it the right file?',
        );
      }
      return { kind: 'csv', table: readCsvTable(text, options.header) };
    }
    case 'geojson':
    case 'polarsteps':
      return { kind: 'places', parsed: parseGeoJson(text, defaults, fileName) };
    case 'kml':
    case 'kmz':
      return { kind: 'places', parsed: parseKml(text, defaults, fileName) };
    case 'gpx':
      return { kind: 'places', parsed: parseGpx(text, defaults, fileName, options.gpx) };
  }
}

/** A zip: a KMZ (its KML files) or a Polarsteps export (its trips' trip.json). */
function readArchive(fileName: string, bytes: Uint8Array, defaults: ImportDefaults): ParsedImport {
  const files = readZip(bytes).map(({ name, bytes: content }) => ({
    name,
    text: decodeText(content).text,
  }));
  const trips = files.filter((file) => /trip\.json$/i.test(file.name));
  if (trips.length > 0) {
    const data = trips.map((trip) => readJson(trip.text)).filter(isPolarstepsTrip);
    return polarstepsToPlaces(data, defaults);
  }
  return parseKmlDocuments(files, defaults, fileName);
}

/** A file read: the places or the table, and the encoding its text was read in (none for a zip). */
export type ReadFile = ReadFileResult & { encoding?: TextEncoding; encodingGuessed?: boolean };

/**
 * What the worker runs on a chosen file: a zip (KMZ) is unpacked, whatever its name; the text of
 * anything else is decoded in its detected (or chosen) encoding, then read as its format.
 */
export function readImportFile(
  fileName: string,
  bytes: Uint8Array,
  defaults: ImportDefaults,
  options: ReadOptions = {},
): ReadFile {
  if (bytes.length === 0) throw new ImportFileError('This file is empty.');
  if (isZip(bytes)) return { kind: 'places', parsed: readArchive(fileName, bytes, defaults) };
  if (formatOfName(fileName) === 'kmz')
    throw new ImportFileError('This file is named .kmz but is not a zip archive, so it cannot be read.');
  const { text, encoding, guessed } = decodeText(bytes, options.encoding);
  return { ...readImportText(fileName, text, defaults, options), encoding, encodingGuessed: guessed };
}
