import { guessField, MAX_IMPORT_ROWS, tooManyRows, type ImportFormat, type ParsedImport } from './fields';
import { addPlace, type ImportDefaults, type RawPlace, type RawValue } from './normalize';

export type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const pick = (...values: unknown[]) =>
  values.find((v) => typeof v === 'string' && v.trim() !== '') as string | undefined;

/** A Google Takeout "Saved Places" feature: the name and address sit in `location` (or `Location`). */
function takeoutPlace(properties: Json): RawPlace | undefined {
  const location = isObject(properties.location)
    ? properties.location
    : isObject(properties.Location)
      ? properties.Location
      : undefined;
  const link = pick(properties.google_maps_url, properties['Google Maps URL']);
  if (!location && !link) return undefined;
  return {
    name: pick(properties.Title, location?.name, location?.['Business Name'], properties.name),
    address: pick(location?.address, location?.Address),
    notes: pick(properties.Comment, properties.comment),
    // Places saved without a position come as (0, 0); the link may still carry one.
    mapsUrl: link,
  };
}

/** Any other feature: properties named like our fields ("name", "Title", "lat"…) fill them. */
function genericPlace(properties: Json): RawPlace {
  const raw: RawPlace = {};
  for (const [key, value] of Object.entries(properties)) {
    const field = guessField(key);
    if (!field || raw[field] !== undefined) continue;
    // KML descriptions arrive as {"@type": "html", value}.
    const plain = isObject(value) && typeof value.value === 'string' ? value.value : value;
    if (plain === null || ['string', 'number', 'boolean'].includes(typeof plain) || Array.isArray(plain))
      raw[field] = plain as RawValue;
  }
  return raw;
}

type Points = { points: unknown[][] } | { reason: string };

/** Every point of a geometry: a Point, a MultiPoint, or a GeometryCollection (KML MultiGeometry) of them. */
function pointsOf(geometry: Json, depth = 0): Points {
  const coordinates = Array.isArray(geometry.coordinates) ? (geometry.coordinates as unknown[]) : [];
  switch (geometry.type) {
    case 'Point':
      return { points: [coordinates] };
    case 'MultiPoint':
      return { points: coordinates.map((point) => (Array.isArray(point) ? point : [])) };
    case 'GeometryCollection': {
      const members = Array.isArray(geometry.geometries) ? geometry.geometries : [];
      const points: unknown[][] = [];
      for (const member of members) {
        if (!isObject(member) || depth > 8) return { reason: 'it holds a geometry that cannot be read' };
        const inner = pointsOf(member, depth + 1);
        if ('reason' in inner)
          return {
            reason: `it is a collection that holds a ${String(member.type)}; only points can be places`,
          };
        points.push(...inner.points);
      }
      return points.length > 0 ? { points } : { reason: 'it is an empty collection, with no point' };
    }
    default:
      return { reason: `it is a ${String(geometry.type)}, not a single point` };
  }
}

/** The file's name without its extension: the name of points that have none of their own. */
const baseName = (fileName: string) => fileName.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '') || 'Place';

/**
 * Reads places from GeoJSON features (already parsed): one place per point, numbered by the
 * feature's position ("feature 3", or the label given, as "placemark 3" for KML) and, for a
 * feature of several points, the point's ("feature 3 point 2"). A point without a name is named
 * after its feature's name, or the file, with its number; the documents of one archive share
 * `numbering`, so their nameless points go on counting rather than start again at 1.
 */
export function featuresToPlaces(
  features: readonly unknown[],
  defaults: ImportDefaults,
  format: ImportFormat,
  options: { label?: string; fileName?: string; numbering?: { unnamed: number } } = {},
): ParsedImport {
  const { label = 'feature', fileName = '', numbering = { unnamed: 0 } } = options;
  if (features.length > MAX_IMPORT_ROWS) throw tooManyRows(features.length);
  const result: ParsedImport = { format, places: [], sources: [], errors: [] };
  features.forEach((feature, index) => {
    const source = `${label} ${index + 1}`;
    if (!isObject(feature)) return void result.errors.push({ source, reason: 'it is not a GeoJSON feature' });
    if (!isObject(feature.geometry))
      return void result.errors.push({ source, reason: 'it has no location (no geometry)' });
    const found = pointsOf(feature.geometry);
    if ('reason' in found) return void result.errors.push({ source, reason: found.reason });
    if (found.points.length + result.places.length > MAX_IMPORT_ROWS) throw tooManyRows(MAX_IMPORT_ROWS + 1);
    const properties = isObject(feature.properties) ? feature.properties : {};
    const base = takeoutPlace(properties) ?? genericPlace(properties);
    const several = found.points.length > 1;
    found.points.forEach((coordinates, point) => {
      const name = typeof base.name === 'string' ? base.name.trim() : '';
      const raw: RawPlace = {
        ...base,
        name:
          several && name !== ''
            ? `${name} ${point + 1}`
            : name || `${baseName(fileName)} ${++numbering.unnamed}`,
        longitude: coordinates[0] as RawValue,
        latitude: coordinates[1] as RawValue,
      };
      addPlace(result, several ? `${source} point ${point + 1}` : source, raw, defaults);
    });
  });
  return result;
}
