/**
 * Prepares src/server/geo/data/state-lines.json: the lines between two US states, from the Digital
 * Chart of the World at 1:1,000,000 as GMT ships it (DCW-GMT, LGPL-3+), ten times finer than the
 * Census 1:10m cut in us-atlas: rivers (the Ohio, the Connecticut, the Delaware) and ridges follow
 * their course instead of a few straight strokes. Not needed to build or run the app.
 *
 *   apt-get install gmt gmt-dcw
 *   npm run geo:prepare-state-lines
 *
 * Coasts and lake shores are left out: us-atlas draws them. Detection (src/server/geo/detect.ts)
 * keeps the Census line along straight surveyed lines, which the chart draws a little off.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import type { Position } from 'geojson';
import { US_STATES } from '../../src/shared/geo/us-states';
import { borderLines, type RegionPolygons } from './border-lines';

/** Douglas–Peucker tolerance in degrees of latitude (about 30 m, the chart's own grid). */
const TOLERANCE = Number(process.env.TOLERANCE ?? 0.0003);
const SCALE = 1e5;
/** Neighbouring states are drawn each on its own, a few metres apart: edges this close are shared. */
const SHARE_KM = 0.05;
const OUTPUT = resolve(import.meta.dirname, '../../src/server/geo/data/state-lines.json');

/** One state's polygons: `gmt coast -M` writes each as a segment of "longitude latitude" lines. */
function statePolygons(code: string, name: string): RegionPolygons {
  const text = execFileSync('gmt', ['coast', `-EUS.${code}`, '-M'], {
    encoding: 'utf8',
    maxBuffer: 1 << 30,
    // GMT leaves a gmt.history file in its working directory.
    cwd: tmpdir(),
  });
  const polygons: Position[][][] = [];
  let ring: Position[] = [];
  const flush = () => {
    if (ring.length >= 4) polygons.push([ring]);
    ring = [];
  };
  for (const line of text.split('\n')) {
    if (line.startsWith('>')) {
      flush();
      continue;
    }
    const [x, y] = line.trim().split(/\s+/).map(Number);
    if (x === undefined || y === undefined || !Number.isFinite(x) || !Number.isFinite(y)) continue;
    // GMT writes longitudes from 0 to 360.
    ring.push([x > 180 ? x - 360 : x, y]);
  }
  flush();
  if (polygons.length === 0) throw new Error(`gmt coast drew nothing for US.${code}: is gmt-dcw installed?`);
  return { name, polygons };
}

const states = Object.entries(US_STATES).map(([code, name]) => statePolygons(code, name));
const { names, lines, points } = borderLines(states, {
  tolerance: TOLERANCE,
  scale: SCALE,
  shareKm: SHARE_KM,
});

writeFileSync(
  OUTPUT,
  `${JSON.stringify({ source: 'Digital Chart of the World 1:1,000,000, via DCW-GMT 2.1.1 (LGPL-3+)', scale: SCALE, countries: names, lines })}\n`,
);
console.log(`${lines.length} state lines, ${points.toLocaleString('en')} points → ${OUTPUT}`);
