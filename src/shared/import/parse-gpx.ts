import { ImportFileError, type ParsedImport } from './fields';
import { featuresToPlaces } from './feature-places';
import type { ImportDefaults } from './normalize';
import { childText, elements, readXml, rootName, type XmlElement } from './parse-xml';

/** What a GPX file gives besides its waypoints, when the person asks for it. */
export interface GpxOptions {
  /** Each point of a route (<rtept>) is a place. */
  routePoints?: boolean;
  /** The first and last point of each track are places. */
  trackEnds?: boolean;
}

/**
 * A point as a feature, its coordinates as the file writes them: a waypoint whose latitude is
 * "abc" is listed with that reason, never dropped.
 */
function pointFeature(point: XmlElement, name?: string) {
  const properties: Record<string, string> = {};
  for (const key of ['name', 'desc', 'cmt', 'type'] as const) {
    const value = childText(point, key);
    if (value) properties[key] = value;
  }
  if (name && !properties.name) properties.name = name;
  return {
    type: 'Feature',
    geometry: {
      type: 'Point',
      coordinates: [point.getAttribute('lon') ?? '', point.getAttribute('lat') ?? ''],
    },
    properties,
  };
}

/** The dialog's choices, named as it shows them. */
const ASK_FOR_PATHS =
  'To import points of them, tick “every point of its routes” or “the start and end of its tracks”.';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** GPX: waypoints (<wpt>) are places; route points and track ends too, on request. */
export function parseGpx(
  text: string,
  defaults: ImportDefaults,
  fileName = '',
  options: GpxOptions = {},
): ParsedImport {
  const doc = readXml(text, 'GPX');
  if (rootName(doc) !== 'gpx')
    throw new ImportFileError(
      `This file is XML but not GPX (its root element is <${rootName(doc)}>, not <gpx>).`,
    );
  const waypoints = elements(doc, 'wpt');
  const routes = elements(doc, 'rte');
  const tracks = elements(doc, 'trk');
  const parts: ParsedImport[] = [];
  const read = (features: unknown[], label: string) =>
    parts.push(featuresToPlaces(features, defaults, 'gpx', { label, fileName }));

  read(
    waypoints.map((point) => pointFeature(point)),
    'waypoint',
  );
  if (options.routePoints)
    routes.forEach((route, r) => {
      const name = childText(route, 'name');
      const points = elements(route, 'rtept');
      read(
        points.map((point, i) => pointFeature(point, name ? `${name} ${i + 1}` : undefined)),
        routes.length > 1 ? `route ${r + 1} point` : 'route point',
      );
    });
  if (options.trackEnds)
    tracks.forEach((track, t) => {
      const points = elements(track, 'trkpt');
      const name = childText(track, 'name') || `Track ${t + 1}`;
      const first = points[0];
      const last = points.at(-1);
      const ends = first && last && first !== last ? [first, last] : first ? [first] : [];
      read(
        ends.map((point, i) => pointFeature(point, `${name} (${i === 0 ? 'start' : 'end'})`)),
        `track ${t + 1} end`,
      );
    });

  const result: ParsedImport = {
    format: 'gpx',
    places: parts.flatMap((p) => p.places),
    sources: parts.flatMap((p) => p.sources),
    errors: parts.flatMap((p) => p.errors),
  };
  const found = result.places.length + result.errors.length;
  if (found === 0) {
    const paths = routes.length + tracks.length;
    throw new ImportFileError(
      paths > 0
        ? `This GPX file has only tracks or routes and no waypoints (<wpt>). ${ASK_FOR_PATHS}`
        : 'This GPX file has no waypoints (<wpt>) in it.',
    );
  }
  if (waypoints.length > 0 && result.places.length === 0 && !options.routePoints && !options.trackEnds)
    result.notice = `None of the ${plural(waypoints.length, 'waypoint')} in this file can be read: each is listed below with its problem.`;
  const skipped = [
    !options.routePoints && routes.length > 0 ? plural(routes.length, 'route') : '',
    !options.trackEnds && tracks.length > 0 ? plural(tracks.length, 'track') : '',
  ].filter(Boolean);
  const single = skipped.length === 1 && skipped[0]!.startsWith('1 ');
  if (skipped.length > 0 && !result.notice)
    result.notice = `${skipped.join(' and ')} in the file ${single ? 'is' : 'are'} not imported. ${ASK_FOR_PATHS}`;
  return result;
}
