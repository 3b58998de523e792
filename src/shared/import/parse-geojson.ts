import {
  guessField,
  ImportFileError,
  MAX_IMPORT_ROWS,
  tooManyRows,
  type ImportFormat,
  type ParsedImport,
} from './fields';
import { normalizePlace, type ImportDefaults, type RawPlace, type RawValue } from './normalize';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A Google Takeout "Saved Places" feature: the name and address sit in `location` (or `Location`). */
function takeoutPlace(properties: Json): RawPlace | undefined {
  const location = isObject(properties.location)
    ? properties.location
    : isObject(properties.Location)
      ? properties.Location
      : undefined;
  if (!location && !('google_maps_url' in properties) && !('Google Maps URL' in properties)) return undefined;
  const pick = (...values: unknown[]) =>
    values.find((v) => typeof v === 'string' && v.trim() !== '') as string | undefined;
  return {
    name: pick(properties.Title, location?.name, location?.['Business Name'], properties.name),
    address: pick(location?.address, location?.Address),
    notes: pick(properties.Comment, properties.comment),
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

/**
 * Reads places from GeoJSON features (already parsed): every Point feature is one place, numbered
 * by its position ("feature 3", or the label given, as "placemark 3" for KML).
 */
export function featuresToPlaces(
  features: readonly unknown[],
  defaults: ImportDefaults,
  format: ImportFormat,
  label = 'feature',
): ParsedImport {
  if (features.length > MAX_IMPORT_ROWS) throw tooManyRows(features.length);
  const result: ParsedImport = { format, places: [], sources: [], errors: [] };
  features.forEach((feature, index) => {
    const source = `${label} ${index + 1}`;
    if (!isObject(feature)) return void result.errors.push({ source, reason: 'it is not a GeoJSON feature' });
    const geometry = feature.geometry;
    if (!isObject(geometry))
      return void result.errors.push({ source, reason: 'it has no location (no geometry)' });
    if (geometry.type !== 'Point')
      return void result.errors.push({
        source,
        reason: `it is a ${String(geometry.type)}, not a single point`,
      });
    const coordinates = Array.isArray(geometry.coordinates) ? geometry.coordinates : [];
    const properties = isObject(feature.properties) ? feature.properties : {};
    const raw = {
      ...(takeoutPlace(properties) ?? genericPlace(properties)),
      longitude: coordinates[0] as RawValue,
      latitude: coordinates[1] as RawValue,
    };
    const normalized = normalizePlace(raw, defaults);
    if (normalized.ok) {
      result.places.push(normalized.place);
      result.sources.push(source);
    } else {
      result.errors.push({ source, reason: normalized.reason });
    }
  });
  return result;
}

/** Reads a .geojson or .json file: a FeatureCollection (Google Takeout's Saved Places too) or one Feature. */
export function parseGeoJson(text: string, defaults: ImportDefaults): ParsedImport {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw new ImportFileError(
      'This file is not valid JSON, so it cannot be read as GeoJSON. Is it the right file?',
    );
  }
  if (isObject(data) && data.type === 'FeatureCollection' && Array.isArray(data.features)) {
    if (data.features.length === 0)
      throw new ImportFileError('This GeoJSON file has no features (places) in it.');
    return featuresToPlaces(data.features, defaults, 'geojson');
  }
  if (isObject(data) && data.type === 'Feature') return featuresToPlaces([data], defaults, 'geojson');
  throw new ImportFileError(
    'This JSON file is not GeoJSON: expected a FeatureCollection of places (like a Google Takeout "Saved Places.json").',
  );
}
