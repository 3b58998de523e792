import { ImportFileError, type ParsedImport } from './fields';
import { featuresToPlaces, isObject } from './feature-places';
import type { ImportDefaults } from './normalize';
import { isPolarstepsTrip, polarstepsToPlaces } from './parse-polarsteps';

const GEOMETRY_TYPES = new Set([
  'Point',
  'MultiPoint',
  'LineString',
  'MultiLineString',
  'Polygon',
  'MultiPolygon',
  'GeometryCollection',
]);

export function readJson(text: string): unknown {
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw new ImportFileError(
      'This file is not valid JSON, so it cannot be read as GeoJSON. Is it the right file?',
    );
  }
}

/** A bare geometry as features: each point of a MultiPoint or member of a collection is one. */
function bareGeometry(geometry: Record<string, unknown>): { features: unknown[]; label: string } {
  const wrap = (g: unknown) => ({ type: 'Feature', geometry: g, properties: {} });
  if (geometry.type === 'MultiPoint' && Array.isArray(geometry.coordinates))
    return {
      features: geometry.coordinates.map((coordinates) => wrap({ type: 'Point', coordinates })),
      label: 'point',
    };
  if (geometry.type === 'GeometryCollection' && Array.isArray(geometry.geometries))
    return { features: geometry.geometries.map(wrap), label: 'geometry' };
  return { features: [wrap(geometry)], label: 'geometry' };
}

/**
 * Reads a .geojson or .json file: a FeatureCollection (Google Takeout's Saved Places too), one
 * Feature, a bare geometry (Point, MultiPoint, GeometryCollection), or a Polarsteps trip.json.
 */
export function parseGeoJson(text: string, defaults: ImportDefaults, fileName = ''): ParsedImport {
  const data = readJson(text);
  if (isPolarstepsTrip(data)) return polarstepsToPlaces([data], defaults);
  const options = { fileName };
  if (isObject(data) && data.type === 'FeatureCollection' && Array.isArray(data.features)) {
    if (data.features.length === 0)
      throw new ImportFileError('This GeoJSON file has no features (places) in it.');
    return featuresToPlaces(data.features, defaults, 'geojson', options);
  }
  if (isObject(data) && data.type === 'Feature')
    return featuresToPlaces([data], defaults, 'geojson', options);
  if (isObject(data) && typeof data.type === 'string' && GEOMETRY_TYPES.has(data.type)) {
    const { features, label } = bareGeometry(data);
    if (features.length === 0) throw new ImportFileError(`This GeoJSON ${data.type} has no points in it.`);
    return featuresToPlaces(features, defaults, 'geojson', { ...options, label });
  }
  throw new ImportFileError(
    'This JSON file is not GeoJSON: expected a FeatureCollection, a Feature or a geometry of places (like a Google Takeout "Saved Places.json"), or a Polarsteps trip.json.',
  );
}
