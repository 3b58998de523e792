// The "Country detection" section of bench/RESULTS.md, from bench/geo-results.json (written by
// `npm run geo:accuracy -- --write before|after`; README, Borders and disputed territories).
import { existsSync, readFileSync } from 'node:fs';

export const GEO_RESULTS = 'bench/geo-results.json';
const HEADING = '## Country detection: GeoNames cities and US ZIP points';

/** One run of scripts/geo/accuracy.ts: shares in percent, times in ms and µs. */
export interface GeoFigures {
  date: string;
  detect: string;
  cities: number;
  inland: number;
  nearBorder: number;
  /** Near a state line, each point expected in the state it lies in (scripts/geo/gazetteer.ts). */
  censusZipsNear?: number;
  postalZipsNear?: number;
  /** Near a state line, each point expected in its ZIP's state, wherever it lies. */
  censusZipsNearAsLabelled?: number;
  postalZipsNearAsLabelled?: number;
  startupBuildMs: number;
  startupSnapshotMs: number | null;
  firstLookupMs: number;
  lookupUs: number;
}
export type GeoResults = Partial<Record<'before' | 'after', GeoFigures>>;

const percent = (value: number | undefined) => (value === undefined ? '—' : `${value.toFixed(2)}%`);
const ms = (value: number | null | undefined, unit = 'ms') => (value == null ? '—' : `${value} ${unit}`);

export function geoSection({ before, after }: GeoResults): string {
  const row = (label: string, pick: (f: GeoFigures) => string) =>
    `| ${label} | ${before ? pick(before) : '—'} | ${after ? pick(after) : '—'} |`;
  return [
    HEADING,
    '',
    `Run ${after?.date ?? before?.date ?? ''} by \`npm run geo:accuracy\` on 2 shared cores; times are CPU time (the clock is at the mercy of other work on the machine). "Near" is within 10 km of another country (or state) at 1:10m, the same points for both columns. Before: ${before?.detect ?? '—'}; after: ${after?.detect ?? '—'}.`,
    '',
    '| figure | before | after |',
    '|---|---|---|',
    row('GeoNames cities over 15,000, country right', (f) => percent(f.cities)),
    row('… inland (farther than 10 km from another country)', (f) => percent(f.inland)),
    row('… within 10 km of another country', (f) => percent(f.nearBorder)),
    row('US Census ZIP centroids within 10 km of another state, state right', (f) =>
      percent(f.censusZipsNear),
    ),
    row("… judged by the ZIP's state, wherever its point lies", (f) => percent(f.censusZipsNearAsLabelled)),
    row('US postal ZIP points within 10 km of another state, state right', (f) => percent(f.postalZipsNear)),
    row("… judged by the ZIP's state, wherever its point lies", (f) => percent(f.postalZipsNearAsLabelled)),
    row('start-up: building the indexes', (f) => ms(f.startupBuildMs)),
    row("start-up: reading the build's snapshot", (f) => ms(f.startupSnapshotMs)),
    row('first lookup after start-up', (f) => ms(f.firstLookupMs)),
    row('lookup (median of 5 passes over the cities)', (f) => ms(f.lookupUs, 'µs')),
    '',
  ].join('\n');
}

/** The section for RESULTS.md when geo:accuracy has written figures on this checkout, else nothing. */
export function savedGeoSection(): string[] {
  if (!existsSync(GEO_RESULTS)) return [];
  return [geoSection(JSON.parse(readFileSync(GEO_RESULTS, 'utf8')) as GeoResults)];
}

/** RESULTS.md with its Country detection section replaced (or added at the end). */
export function withGeoSection(report: string, results: GeoResults): string {
  const start = report.indexOf(HEADING);
  if (start === -1) return `${report.trimEnd()}\n\n${geoSection(results)}`;
  const next = report.indexOf('\n## ', start + HEADING.length);
  return report.slice(0, start) + geoSection(results) + (next === -1 ? '' : report.slice(next + 1));
}
