import { geoMercator, geoPath } from 'd3-geo';
import type { Feature, MultiLineString } from 'geojson';
import { countryShapes } from './world-map';

const OCEAN = '#dbeafe';
const LAND = '#f8fafc';
const BORDER = '#94a3b8';
const ROUTE = '#0f766e';
const STOP = '#134e4a';
/** Room around the route, so its ends and stops are not at the image's edge. */
const MARGIN = 70;
/** A route shorter than this (degrees) is shown over at least this span: a town, not a street. */
const MIN_SPAN_DEGREES = 1.5;

export interface RouteMapOptions {
  /** The route's lines, [longitude, latitude] pairs (tracks, or stop to stop). */
  lines: readonly (readonly [number, number])[][];
  /** The stops, [longitude, latitude], marked in order. */
  stops: readonly (readonly [number, number])[];
  width: number;
  height: number;
}

/** The box to fit: the route's points, widened to MIN_SPAN_DEGREES around their centre if smaller. */
function extentOf(points: readonly (readonly [number, number])[]): Feature<MultiLineString> {
  const lngs = points.map((p) => p[0]);
  const lats = points.map((p) => p[1]);
  const [west, east, south, north] = [
    Math.min(...lngs),
    Math.max(...lngs),
    Math.min(...lats),
    Math.max(...lats),
  ];
  const half = MIN_SPAN_DEGREES / 2;
  const [cx, cy] = [(west + east) / 2, (south + north) / 2];
  const box = [
    [Math.min(west, cx - half), Math.min(south, cy - half)],
    [Math.max(east, cx + half), Math.max(north, cy + half)],
  ];
  return {
    type: 'Feature',
    properties: {},
    geometry: { type: 'MultiLineString', coordinates: [box as [number, number][]] },
  };
}

/**
 * A map of the trip's route as an SVG document: the countries the server ships, the route's lines
 * and its stops, fitted to the route. Nothing is fetched from a tile server.
 */
export function routeMap({ lines, stops, width, height }: RouteMapOptions): string {
  const points = [...lines.flat(), ...stops];
  const projection = geoMercator();
  if (points.length > 0)
    projection.fitExtent(
      [
        [MARGIN, MARGIN],
        [width - MARGIN, height - MARGIN],
      ],
      extentOf(points),
    );
  else projection.fitSize([width, height], { type: 'Sphere' });
  projection.clipExtent([
    [0, 0],
    [width, height],
  ]);
  const path = geoPath(projection);
  const land = path(countryShapes()) ?? '';
  const route =
    path({ type: 'MultiLineString', coordinates: lines.map((line) => line.map((p) => [p[0], p[1]])) }) ?? '';
  const dots = stops
    .map((stop) => projection([stop[0], stop[1]]))
    .filter((xy): xy is [number, number] => xy !== null)
    .map(
      ([x, y]) =>
        `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="9" fill="${STOP}" stroke="#ffffff" stroke-width="4"/>`,
    )
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${OCEAN}"/>`,
    `<path d="${land}" fill="${LAND}" stroke="${BORDER}" stroke-width="1.2" stroke-linejoin="round"/>`,
    `<path d="${route}" fill="none" stroke="#ffffff" stroke-width="11" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<path d="${route}" fill="none" stroke="${ROUTE}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`,
    dots,
    '</svg>',
  ].join('');
}
