import { DOMParser } from '@xmldom/xmldom';
import { gpx, kml } from '@tmcw/togeojson';
import { ImportFileError, type ParsedImport } from './fields';
import type { ImportDefaults } from './normalize';
import { featuresToPlaces } from './parse-geojson';

type XmlDocument = Parameters<typeof kml>[0];

/** xmldom's parser: workers have no DOMParser, and Node neither, so both sides read XML the same way. */
function readXml(text: string, kind: 'KML' | 'GPX'): XmlDocument {
  try {
    const doc = new DOMParser({ onError: () => undefined }).parseFromString(
      text.replace(/^\uFEFF/, ''),
      'text/xml',
    );
    return doc as unknown as XmlDocument;
  } catch (error) {
    const detail = error instanceof Error ? ` (${error.message.split('\n')[0]})` : '';
    throw new ImportFileError(`This file is not valid XML, so it cannot be read as ${kind}${detail}.`);
  }
}

function rootName(doc: XmlDocument): string {
  return (doc.documentElement?.localName ?? doc.documentElement?.nodeName ?? '').toLowerCase();
}

/** KML (Google Earth, My Maps): every Placemark with a point is a place. */
export function parseKml(text: string, defaults: ImportDefaults): ParsedImport {
  const doc = readXml(text, 'KML');
  if (rootName(doc) !== 'kml')
    throw new ImportFileError(
      `This file is XML but not KML (its root element is <${rootName(doc)}>, not <kml>).`,
    );
  const features = kml(doc).features;
  if (features.length === 0) throw new ImportFileError('This KML file has no placemarks (places) in it.');
  return featuresToPlaces(features, defaults, 'kml', 'placemark');
}

/** GPX: waypoints (<wpt>) are places; tracks and routes are paths, not places, and are skipped. */
export function parseGpx(text: string, defaults: ImportDefaults): ParsedImport {
  const doc = readXml(text, 'GPX');
  if (rootName(doc) !== 'gpx')
    throw new ImportFileError(
      `This file is XML but not GPX (its root element is <${rootName(doc)}>, not <gpx>).`,
    );
  const all = gpx(doc).features;
  const waypoints = all.filter((f) => f.geometry?.type === 'Point');
  const paths = all.length - waypoints.length;
  if (waypoints.length === 0) {
    throw new ImportFileError(
      paths > 0
        ? 'This GPX file has only tracks or routes and no waypoints (<wpt>); only waypoints can be imported as places.'
        : 'This GPX file has no waypoints (<wpt>) in it.',
    );
  }
  const result = featuresToPlaces(waypoints, defaults, 'gpx', 'waypoint');
  if (paths > 0)
    result.notice = `${paths} track${paths === 1 ? '' : 's'} or route${paths === 1 ? '' : 's'} in the file ${paths === 1 ? 'is' : 'are'} not places and will not be imported.`;
  return result;
}
