import { geoBounds, geoGraticule10, geoMercator, geoPath, type GeoProjection } from 'd3-geo';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { rgb, type PDFPage } from 'pdf-lib';
import { feature } from 'topojson-client';
import type { GeometryCollection } from 'topojson-specification';
import { ATLAS_FILES, readTopology } from '#server/geo/atlas.ts';
import type { Faces } from './fonts';

type Position = readonly [number, number];

const OCEAN = rgb(0.86, 0.92, 0.996);
const LAND = rgb(0.973, 0.98, 0.988);
const BORDER = rgb(0.58, 0.64, 0.72);
const GRATICULE = rgb(0.75, 0.86, 0.996);
const ROUTE = rgb(0.06, 0.46, 0.43);
const STOP = rgb(0.07, 0.31, 0.29);
const WHITE = rgb(1, 1, 1);
/** A route shorter than this (degrees) is shown over at least this span: a town, not a street. */
const MIN_SPAN_DEGREES = 0.6;
/** Wider than this (degrees of longitude), the coarse 1:110m countries are enough. */
const COARSE_SPAN = 25;
/** Stops are numbered on the map up to this many; more are dots (the list below numbers them). */
const MAX_LABELS = 60;
const PADDING = 18;

interface Shape {
  feature: Feature<Geometry>;
  /** [[west, south], [east, north]], null for a shape across the antimeridian (always drawn). */
  box: [[number, number], [number, number]] | null;
}

const shapeSets = new Map<string, Shape[]>();

/** The countries of one atlas, each with its bounding box so a map projects only what it shows. */
function shapes(file: typeof ATLAS_FILES.countries50m | typeof ATLAS_FILES.countries110m): Shape[] {
  let set = shapeSets.get(file);
  if (!set) {
    const topology = readTopology(file);
    const collection = feature(
      topology,
      topology.objects.countries as GeometryCollection,
    ) as FeatureCollection;
    set = collection.features.map((shape) => {
      const box = geoBounds(shape);
      return { feature: shape, box: box[0][0] > box[1][0] ? null : box };
    });
    shapeSets.set(file, set);
  }
  return set;
}

/**
 * The box to fit: the points, widened to MIN_SPAN_DEGREES around their centre if smaller. A route
 * across the Pacific (Tokyo to Honolulu) is boxed the short way round: its western longitudes are
 * taken past 180° when that makes the box narrower.
 */
function extentOf(points: readonly Position[]) {
  const boxOf = (shift: boolean) => {
    let [west, east, south, north] = [Infinity, -Infinity, Infinity, -Infinity];
    for (const [lng, y] of points) {
      const x = shift && lng < 0 ? lng + 360 : lng;
      [west, east] = [Math.min(west, x), Math.max(east, x)];
      [south, north] = [Math.min(south, y), Math.max(north, y)];
    }
    return { west, east, south, north };
  };
  const [plain, shifted] = [boxOf(false), boxOf(true)];
  const { west, east, south, north } =
    shifted.east - shifted.west < plain.east - plain.west ? shifted : plain;
  const half = MIN_SPAN_DEGREES / 2;
  const [cx, cy] = [(west + east) / 2, (south + north) / 2];
  return {
    west: Math.min(west, cx - half),
    east: Math.max(east, cx + half),
    south: Math.max(-85, Math.min(south, cy - half)),
    north: Math.min(85, Math.max(north, cy + half)),
  };
}

function projectionFor(points: readonly Position[], width: number, height: number): GeoProjection {
  const projection = geoMercator().precision(0.5);
  if (points.length === 0) return projection.fitSize([width, height], { type: 'Sphere' });
  const { west, east, south, north } = extentOf(points);
  // Centred on the box's middle meridian, so a box past 180° is drawn in one piece.
  const middle = (west + east) / 2;
  projection.rotate([-middle, 0]).fitExtent(
    [
      [PADDING, PADDING],
      [width - PADDING, height - PADDING],
    ],
    {
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'MultiPoint',
        coordinates: [
          [west, south],
          [east, north],
        ],
      },
    },
  );
  return projection.clipExtent([
    [0, 0],
    [width, height],
  ]);
}

export interface MapStop {
  at: Position;
  /** Its number in the list below the map. */
  label: string;
}

export interface MapBox {
  /** The map's top-left corner on the page, in points from the page's bottom-left. */
  x: number;
  top: number;
  width: number;
  height: number;
}

/**
 * A map drawn on the page in vector: the sea, a graticule, the countries the server ships (1:50m,
 * or 1:110m for a wide view), the route's lines and the numbered stops, fitted to the route. No
 * tile server is asked: nothing leaves the server, and the map is sharp at any zoom of the reader.
 */
export interface MapContent {
  lines: readonly Position[][];
  stops: readonly MapStop[];
  /** What the map is fitted to (the day's stops and tracks); the lines and stops otherwise. */
  fit?: readonly Position[];
}

export function drawMap(page: PDFPage, faces: Faces, box: MapBox, { lines, stops, fit }: MapContent) {
  const { x, top, width, height } = box;
  const points = fit && fit.length > 0 ? fit : [...lines.flat(), ...stops.map((stop) => stop.at)];
  const projection = projectionFor(points, width, height);
  const path = geoPath(projection);
  page.drawRectangle({ x, y: top - height, width, height, color: OCEAN });
  const svg = { x, y: top };
  const graticule = path(geoGraticule10());
  if (graticule) page.drawSvgPath(graticule, { ...svg, borderColor: GRATICULE, borderWidth: 0.4 });

  const view = points.length > 0 ? extentOf(points) : { west: -180, east: 180, south: -85, north: 85 };
  const span = view.east - view.west;
  const atlas = span > COARSE_SPAN ? ATLAS_FILES.countries110m : ATLAS_FILES.countries50m;
  // Beyond the fitted box the map shows a margin: countries meeting a widened box are drawn.
  const [padX, padY] = [span + 2, view.north - view.south + 2];
  const meets = (b: [[number, number], [number, number]], shift: number) =>
    b[0][0] + shift <= view.east + padX &&
    b[1][0] + shift >= view.west - padX &&
    b[0][1] <= view.north + padY &&
    b[1][1] >= view.south - padY;
  const shown = shapes(atlas)
    .filter(({ box: b }) => b === null || span >= 180 || meets(b, 0) || meets(b, 360))
    .map((shape) => shape.feature);
  const land = path({ type: 'FeatureCollection', features: shown });
  if (land) page.drawSvgPath(land, { ...svg, color: LAND, borderColor: BORDER, borderWidth: 0.5 });

  const route = path({
    type: 'MultiLineString',
    coordinates: lines.map((line) => line.map((p) => [p[0], p[1]])),
  });
  if (route) {
    page.drawSvgPath(route, { ...svg, borderColor: WHITE, borderWidth: 3.2, borderLineCap: 1 });
    page.drawSvgPath(route, { ...svg, borderColor: ROUTE, borderWidth: 1.6, borderLineCap: 1 });
  }

  const labelled = stops.length <= MAX_LABELS && stops.every((stop) => stop.label !== '');
  for (const stop of stops) {
    const xy = projection([stop.at[0], stop.at[1]]);
    if (!xy || xy[0] < 0 || xy[0] > width || xy[1] < 0 || xy[1] > height) continue;
    const [cx, cy] = [x + xy[0], top - xy[1]];
    if (!labelled) {
      page.drawCircle({ x: cx, y: cy, size: 2, color: STOP, borderColor: WHITE, borderWidth: 0.6 });
      continue;
    }
    const size = 7;
    const textWidth = faces.width(stop.label, 700, size);
    const radius = Math.max(6.5, textWidth / 2 + 3);
    page.drawCircle({ x: cx, y: cy, size: radius, color: STOP, borderColor: WHITE, borderWidth: 1 });
    const [run] = faces.runs(stop.label, 700);
    if (run)
      page.drawText(run.text, {
        x: cx - textWidth / 2,
        y: cy - size * 0.36,
        size,
        font: run.font,
        color: WHITE,
      });
  }
  page.drawRectangle({ x, y: top - height, width, height, borderColor: BORDER, borderWidth: 0.6 });
}
