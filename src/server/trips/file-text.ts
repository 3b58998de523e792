import { decodeText } from '#shared/import/decode-text.ts';
import { ImportFileError } from '#shared/import/fields.ts';
import { fileTooLargeMessage } from '#shared/import/file-checks.ts';
import { readXml, rootName, type XmlDocument } from '#shared/import/parse-xml.ts';
import { readJson } from '#shared/import/parse-geojson.ts';
import { isZip, readZip } from '#shared/import/read-zip.ts';
import { TRIP_LIMITS } from '#shared/trips/trip.ts';
import { HttpError } from '../errors';

/** What the request says about the file: its name (X-File-Name) and Content-Type. */
export interface FileHint {
  fileName?: string;
  contentType?: string;
}

/** A file read as what its content is: XML (GPX or KML) as a document, JSON as a value. */
export type TripFileContent =
  { kind: 'gpx'; doc: XmlDocument } | { kind: 'kml'; doc: XmlDocument } | { kind: 'json'; data: unknown };

export const invalidFile = (message: string) => new HttpError(400, 'invalid_input', message);

/** Runs a reader of the import's parsers, turning their refusals (ImportFileError) into 400 answers. */
export function readOrRefuse<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof ImportFileError) throw invalidFile(error.message);
    throw error;
  }
}

/** The file's size against the import's limit, before anything is decoded. */
export function checkFileSize(bytes: Uint8Array): void {
  const tooLarge = fileTooLargeMessage(bytes.length);
  if (tooLarge) throw new HttpError(413, 'too_large', tooLarge);
  if (bytes.length === 0) throw invalidFile('The file is empty.');
}

const count = (n: number) => n.toLocaleString('en-US');

/** More points than a track file may hold: refused with the limit named, nothing stored. */
export const tooManyPoints = (points: number) =>
  new HttpError(
    413,
    'too_large',
    `This file has ${count(points)} track points; a track file holds at most ${count(TRIP_LIMITS.trackPointsMax)}. Simplify the track or split the file.`,
  );

/** Track and route points of a GPX counted in its text, so a huge one is refused before it is parsed. */
function checkGpxPointCount(text: string): void {
  const points = text.match(/<(?:[\w-]+:)?(?:trkpt|rtept)[\s>/]/g)?.length ?? 0;
  if (points > TRIP_LIMITS.trackPointsMax) throw tooManyPoints(points);
}

/** The file's name without its folder and extension ("Day 3.gpx" → "Day 3"), or ''. */
export const baseName = (fileName = '') =>
  fileName
    .split(/[\\/]/)
    .pop()!
    .replace(/\.[a-z0-9]{1,8}$/i, '')
    .trim();

/**
 * Reads the text of a GPX, KML or JSON file (a KMZ: its first KML; `archive` takes other zips)
 * with the import's decoder and XML guards (no DOCTYPE entities: no billion laughs).
 */
export function readTripFileContent(
  bytes: Uint8Array,
  archive?: (files: { name: string; text: string }[]) => TripFileContent | undefined,
): TripFileContent {
  checkFileSize(bytes);
  return readOrRefuse(() => {
    if (isZip(bytes)) {
      const files = readZip(bytes).map((file) => ({ name: file.name, text: decodeText(file.bytes).text }));
      const found = archive?.(files);
      if (found) return found;
      const kml = files.find((file) => /\.kml$/i.test(file.name));
      if (!kml) throw invalidFile('This zip archive has no KML file in it.');
      return contentOfText(kml.text);
    }
    return contentOfText(decodeText(bytes).text);
  });
}

/** JSON starts with { or [, XML with <; the root element tells GPX from KML. */
export function contentOfText(text: string): TripFileContent {
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (start === '') throw invalidFile('The file is empty.');
  if (start.startsWith('{') || start.startsWith('[')) return { kind: 'json', data: readJson(text) };
  if (!start.startsWith('<'))
    throw invalidFile('This file is not GPX, KML or GeoJSON (it is neither XML nor JSON).');
  const isGpx = /<(?:[\w-]+:)?gpx[\s>]/i.test(start.slice(0, 4000));
  if (isGpx) checkGpxPointCount(text);
  const doc = readXml(text, isGpx ? 'GPX' : 'KML');
  const root = rootName(doc);
  if (root === 'gpx') return { kind: 'gpx', doc };
  if (root === 'kml') return { kind: 'kml', doc };
  throw invalidFile(`This file is XML but neither GPX nor KML (its root element is <${root}>).`);
}
