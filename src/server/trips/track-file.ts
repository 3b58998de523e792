import { kml } from '@tmcw/togeojson';
import { isObject } from '#shared/import/feature-places.ts';
import { asDom, childText, elements, type XmlDocument, type XmlElement } from '#shared/import/parse-xml.ts';
import { TRIP_LIMITS } from '#shared/trips/trip.ts';
import {
  baseName,
  invalidFile,
  readOrRefuse,
  readTripFileContent,
  tooManyPoints,
  type FileHint,
} from './file-text';

/** [longitude, latitude], as GeoJSON has them. */
export type Position = [number, number];
export type Line = Position[];

/** A track file read: its name, its lines kept whole (altitude and times dropped), their points. */
export interface TrackFile {
  name: string;
  lines: Line[];
  pointCount: number;
}

const inRange = (lon: number, lat: number) =>
  Number.isFinite(lon) && Number.isFinite(lat) && Math.abs(lon) <= 180 && Math.abs(lat) <= 90;

/** A decimal as XML writes one (xsd:decimal, with an exponent): "0x10" or "1_0" is not a coordinate. */
const DECIMAL = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?$/i;

/** A position checked: two numbers within ±180° and ±90°; anything else refuses the file. */
export function checkedPosition(lon: unknown, lat: unknown, where: string): Position {
  const x = typeof lon === 'string' && DECIMAL.test(lon.trim()) ? Number(lon) : lon;
  const y = typeof lat === 'string' && DECIMAL.test(lat.trim()) ? Number(lat) : lat;
  if (typeof x === 'number' && typeof y === 'number' && inRange(x, y)) return [x, y];
  throw invalidFile(
    `${where} has coordinates that are not a longitude and a latitude (${String(lon)}, ${String(lat)}): longitudes are from -180 to 180, latitudes from -90 to 90.`,
  );
}

/** A line of at least two points; a lone point (a GPS fix, an empty segment) draws nothing. */
const drawable = (line: Line) => line.length >= 2;

function lineOfPositions(positions: unknown, where: string): Line {
  if (!Array.isArray(positions)) throw invalidFile(`${where} has no list of coordinates.`);
  return positions.map((p: unknown, i) => {
    if (!Array.isArray(p)) throw invalidFile(`${where}, point ${i + 1} is not a [longitude, latitude] pair.`);
    return checkedPosition(p[0], p[1], `${where}, point ${i + 1}`);
  });
}

/** The lines of a GeoJSON geometry: LineString, MultiLineString and those in a GeometryCollection. */
export function linesOfGeometry(geometry: unknown, where: string): Line[] {
  if (!isObject(geometry)) return [];
  if (geometry.type === 'LineString') return [lineOfPositions(geometry.coordinates, where)];
  if (geometry.type === 'MultiLineString' && Array.isArray(geometry.coordinates))
    return geometry.coordinates.map((line, i) => lineOfPositions(line, `${where}, line ${i + 1}`));
  if (geometry.type === 'GeometryCollection' && Array.isArray(geometry.geometries))
    return geometry.geometries.flatMap((g, i) => linesOfGeometry(g, `${where}, geometry ${i + 1}`));
  return [];
}

/** One GPX track (its segments) or route: its name, its element (for its extensions) and lines. */
export interface GpxPath {
  name: string;
  element: XmlElement;
  lines: Line[];
}

function gpxPoints(parent: XmlElement, tag: string, where: string): Line {
  return elements(parent, tag).map((point, i) =>
    checkedPosition(point.getAttribute('lon'), point.getAttribute('lat'), `${where}, point ${i + 1}`),
  );
}

/** The tracks (<trk>, a line per <trkseg>) and routes (<rte>) of a GPX, in file order. */
export function gpxPaths(doc: XmlDocument): GpxPath[] {
  const tracks = elements(doc, 'trk').map((trk, t) => ({
    name: childText(trk, 'name') ?? '',
    element: trk,
    lines: elements(trk, 'trkseg').map((seg, s) =>
      gpxPoints(seg, 'trkpt', `Track ${t + 1}, segment ${s + 1}`),
    ),
  }));
  const routes = elements(doc, 'rte').map((rte, r) => ({
    name: childText(rte, 'name') ?? '',
    element: rte,
    lines: [gpxPoints(rte, 'rtept', `Route ${r + 1}`)],
  }));
  return [...tracks, ...routes];
}

/** A named line feature of a KML or GeoJSON file. */
export interface NamedLines {
  name: string;
  lines: Line[];
  properties: Record<string, unknown>;
}

/** The line features of a KML document (LineString, gx:Track, MultiGeometry), in file order. */
export function kmlLines(features: readonly unknown[]): NamedLines[] {
  return features.flatMap((feature, i) => {
    if (!isObject(feature)) return [];
    const properties = isObject(feature.properties) ? feature.properties : {};
    const lines = linesOfGeometry(feature.geometry, `Placemark ${i + 1}`);
    const name = typeof properties.name === 'string' ? properties.name.trim() : '';
    return lines.length > 0 ? [{ name, lines, properties }] : [];
  });
}

/** The features of a GeoJSON value: a FeatureCollection's, a Feature, or a bare geometry. */
export function geoJsonFeatures(data: unknown): unknown[] {
  if (isObject(data) && data.type === 'FeatureCollection' && Array.isArray(data.features))
    return data.features;
  if (isObject(data) && data.type === 'Feature') return [data];
  if (isObject(data) && typeof data.type === 'string')
    return [{ type: 'Feature', geometry: data, properties: {} }];
  throw invalidFile('This JSON file is not GeoJSON (a FeatureCollection, a Feature or a geometry).');
}

const documentName = (doc: XmlDocument, container: string) => {
  const [first] = elements(doc, container);
  return first ? (childText(first, 'name') ?? '') : '';
};

export const pointsIn = (lines: readonly Line[]) => lines.reduce((sum, line) => sum + line.length, 0);

/** The lines of a file and the name it gives them, before the limits are checked. */
function readLines(bytes: Buffer): { name: string; lines: Line[] } {
  const content = readTripFileContent(bytes);
  if (content.kind === 'gpx') {
    const paths = gpxPaths(content.doc);
    const name = documentName(content.doc, 'metadata') || paths.find((p) => p.name)?.name || '';
    return { name, lines: paths.flatMap((path) => path.lines) };
  }
  if (content.kind === 'kml') {
    const doc = content.doc;
    const found = kmlLines(readOrRefuse(() => kml(asDom(doc)).features));
    return {
      name: documentName(doc, 'Document') || found.find((f) => f.name)?.name || '',
      lines: found.flatMap((f) => f.lines),
    };
  }
  const found = kmlLines(geoJsonFeatures(content.data));
  const ownName = isObject(content.data) && typeof content.data.name === 'string' ? content.data.name : '';
  return {
    name: ownName.trim() || found.find((f) => f.name)?.name || '',
    lines: found.flatMap((f) => f.lines),
  };
}

/**
 * A track file (GPX tracks and routes, KML LineStrings and gx:Tracks, GeoJSON LineStrings and
 * MultiLineStrings) as lines of [lon, lat]. Refused, with the limit named: a file over the
 * import's size, more than TRIP_LIMITS.trackPointsMax points, no line at all, coordinates that
 * are not numbers in range, an XML document type with entities.
 */
export function readTrackFile(bytes: Buffer, hint: FileHint = {}): TrackFile {
  const { name, lines: all } = readLines(bytes);
  const lines = all.filter(drawable);
  const pointCount = pointsIn(lines);
  if (pointsIn(all) > TRIP_LIMITS.trackPointsMax) throw tooManyPoints(pointsIn(all));
  if (lines.length === 0)
    throw invalidFile(
      'This file has no line to draw (a GPX track or route, a KML LineString, a GeoJSON LineString) of two points or more.',
    );
  const named = name.trim() || baseName(hint.fileName) || 'Track';
  return { name: named.slice(0, TRIP_LIMITS.trackNameMax), lines, pointCount };
}
