import { kml } from '@tmcw/togeojson';
import { ImportFileError, type ParsedImport } from './fields';
import { featuresToPlaces, isObject } from './feature-places';
import type { ImportDefaults } from './normalize';
import { asDom, elements, readXml, rootName, type XmlElement } from './parse-xml';

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;

/**
 * The placemark's points as written ("lon,lat[,alt]" each). togeojson drops a part that is not a
 * number, so `xxx,20,200` would become longitude 20, latitude 200: the text itself is kept instead,
 * so the problem is named (`“xxx” is not a number`) rather than a latitude out of range.
 */
function unreadablePoints(placemark: XmlElement): string[][] | undefined {
  const tuples = elements(placemark, 'Point').flatMap((point) =>
    elements(point, 'coordinates').flatMap((c) => (c.textContent ?? '').trim().split(/\s+/)),
  );
  const split = tuples.filter((t) => t !== '').map((t) => t.split(','));
  return split.some((parts) => parts.slice(0, 2).some((part) => !NUMBER.test(part.trim())))
    ? split
    : undefined;
}

/** The features of one KML document, placemark by placemark (togeojson keeps their order). */
function kmlFeatures(text: string): unknown[] {
  const doc = readXml(text, 'KML');
  if (rootName(doc) !== 'kml')
    throw new ImportFileError(
      `This file is XML but not KML (its root element is <${rootName(doc)}>, not <kml>).`,
    );
  const features: unknown[] = kml(asDom(doc)).features;
  elements(doc, 'Placemark').forEach((placemark, index) => {
    const raw = unreadablePoints(placemark);
    const feature = features[index];
    if (!raw || !isObject(feature)) return;
    const points = raw.map((parts) => ({ type: 'Point', coordinates: parts.map((p) => p.trim()) }));
    feature.geometry = points.length === 1 ? points[0] : { type: 'GeometryCollection', geometries: points };
  });
  return features;
}

/** KML (Google Earth, My Maps): every point of a Placemark (a MultiGeometry's too) is a place. */
export function parseKml(text: string, defaults: ImportDefaults, fileName = ''): ParsedImport {
  const features = kmlFeatures(text);
  if (features.length === 0) throw new ImportFileError('This KML file has no placemarks (places) in it.');
  return featuresToPlaces(features, defaults, 'kml', { label: 'placemark', fileName });
}

/**
 * The KML documents of a KMZ, doc.kml first: the placemarks of the others are named with their
 * file ("placemark 2 in layers/hotels.kml").
 */
export function parseKmlDocuments(
  documents: readonly { name: string; text: string }[],
  defaults: ImportDefaults,
  fileName: string,
): ParsedImport {
  const result: ParsedImport = { format: 'kmz', places: [], sources: [], errors: [] };
  // One file, one count: nameless placemarks of the second document go on from the first's.
  const numbering = { unnamed: 0 };
  documents.forEach((document, index) => {
    const features = kmlFeatures(document.text);
    const parsed = featuresToPlaces(features, defaults, 'kmz', { label: 'placemark', fileName, numbering });
    const where = (source: string) => (index === 0 ? source : `${source} in ${document.name}`);
    result.places.push(...parsed.places);
    result.sources.push(...parsed.sources.map(where));
    result.errors.push(...parsed.errors.map((e) => ({ ...e, source: where(e.source) })));
  });
  if (result.places.length === 0 && result.errors.length === 0)
    throw new ImportFileError('The KML in this KMZ file has no placemarks (places) in it.');
  return result;
}
