import { geoGraticule10, geoMercator, geoPath } from 'd3-geo';
import type { FeatureCollection, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection } from 'topojson-specification';
import { ATLAS_FILES, readTopology } from '../geo/atlas';

/** Degrees of longitude the snippet spans: a region around the place, its country recognisable. */
const SPAN_DEGREES = 48;
/**
 * Mercator grows without bound at the poles: a place further north or south (Svalbard's 78° is
 * drawn as it is) is centred and marked at this latitude.
 */
const MAX_LATITUDE = 82;
const OCEAN = '#dbeafe';
const LAND = '#f8fafc';
const BORDER = '#94a3b8';
const GRATICULE = '#bfdbfe';

let countries: FeatureCollection<Geometry> | undefined;

/** The countries at 1:110m: coarse, and quick enough to project for each image. */
export function countryShapes(): FeatureCollection<Geometry> {
  if (!countries) {
    const topology = readTopology(ATLAS_FILES.countries110m);
    countries = feature(topology, topology.objects.countries as GeometryCollection);
  }
  return countries;
}

export interface MapSnippetOptions {
  latitude: number;
  longitude: number;
  /** The marker's colour (the place's status). */
  color: string;
  width: number;
  height: number;
}

/**
 * A map of the region around a place with the place marked, as an SVG document: drawn here from
 * the boundaries the server ships, never fetched from a tile server (no request leaves the server).
 */
export function mapSnippet({ latitude, longitude, color, width, height }: MapSnippetOptions): string {
  const shown = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude));
  const projection = geoMercator()
    .rotate([-longitude, 0])
    .center([0, shown])
    .scale(width / ((SPAN_DEGREES * Math.PI) / 180))
    .translate([width / 2, height / 2])
    .clipExtent([
      [0, 0],
      [width, height],
    ]);
  const path = geoPath(projection);
  const land = path(countryShapes()) ?? '';
  const graticule = path(geoGraticule10()) ?? '';
  const [x, y] = projection([longitude, shown]) ?? [width / 2, height / 2];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${OCEAN}"/>`,
    `<path d="${graticule}" fill="none" stroke="${GRATICULE}" stroke-width="1"/>`,
    `<path d="${land}" fill="${LAND}" stroke="${BORDER}" stroke-width="1.2" stroke-linejoin="round"/>`,
    `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="44" fill="${color}" fill-opacity="0.22"/>`,
    `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="17" fill="${color}" stroke="#ffffff" stroke-width="5"/>`,
    '</svg>',
  ].join('');
}
