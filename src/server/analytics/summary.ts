import type { Kysely } from 'kysely';
import pLimit from 'p-limit';
import type { Summary, TopRow } from '#shared/analytics/summary.ts';
import {
  SUMMARY_DEFAULT_DAYS,
  SUMMARY_MAX_DAYS,
  SUMMARY_QUERY_MESSAGE,
  TOP_ROWS,
  COUNTRY_ROWS,
} from '#shared/analytics/summary.ts';
import { parsePlaceSegment, PLACE_PATH_PREFIX } from '#shared/place-url.ts';
import { tripIdOfSegment } from '#shared/trips/trip.ts';
import type { DB } from '#server/db/schema.ts';
import { badInput } from '#server/errors.ts';
import { addDays, utcDay } from './rollup';
import { seriesOf, topOf, visitorsByType, type DayRange } from './summary-read';

const TRIP_PATH_PREFIX = '/trips/';
/** Places and trips are merged from two lists (page views, opens): each gives this many first. */
const MERGE_ROWS = 50;
const DAY_MS = 86_400_000;
/**
 * The summary's queries run this many at a time (the places' and trips' lists ask two each). A
 * pool left idle has closed its connections (pg's 10 s), and opening ten at once cost 200 ms on the
 * 2-CPU machine: the first dashboard after a quiet while answered in 502 ms against 40 ms warm.
 * Four open in about 80 ms, and four at a time answer as fast as ten once warm.
 */
const SUMMARY_CONNECTIONS = 4;

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
function countryLabel(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The range asked for, or the last 30 days (today included) ending at `to` or today. */
export function rangeOf(query: { from?: string; to?: string }, now = new Date()): DayRange {
  const to =
    query.to ??
    (query.from ? maxDay(query.from, addDays(query.from, SUMMARY_DEFAULT_DAYS - 1), now) : utcDay(now));
  return { from: query.from ?? addDays(to, 1 - SUMMARY_DEFAULT_DAYS), to };
}

/** A range from `from` alone: 30 days, but not past today (nor before `from`). */
function maxDay(from: string, thirtyDays: string, now: Date): string {
  const today = utcDay(now);
  if (thirtyDays <= today) return thirtyDays;
  return today < from ? from : today;
}

export const daysIn = (range: DayRange): number =>
  (Date.parse(range.to) - Date.parse(range.from)) / DAY_MS + 1;

/** The range asked for, checked once the missing end is filled in (`from` alone may reach past a year). */
export function checkedRange(query: { from?: string; to?: string }) {
  const range = rangeOf(query);
  if (range.from > range.to) throw badInput({ from: 'must be on or before to' }, SUMMARY_QUERY_MESSAGE);
  if (daysIn(range) > SUMMARY_MAX_DAYS)
    throw badInput({ to: `must be at most ${SUMMARY_MAX_DAYS} days after from` }, SUMMARY_QUERY_MESSAGE);
  return range;
}

/** The range of the same length just before. */
export function previousRange(range: DayRange): DayRange {
  return { from: addDays(range.from, -daysIn(range)), to: addDays(range.from, -1) };
}

type Counted = Omit<TopRow, 'label'>;

/** Rows about the same thing (a place's page and its opens on the map) added up, most visitors first. */
function merge(rows: (Counted & { key: string })[]): (Counted & { key: string })[] {
  const byKey = new Map<string, Counted & { key: string }>();
  for (const row of rows) {
    const seen = byKey.get(row.key);
    byKey.set(
      row.key,
      seen
        ? { ...seen, views: seen.views + row.views, visitors: seen.visitors + row.visitors }
        : { ...row, value: row.key },
    );
  }
  return [...byKey.values()]
    .sort((a, b) => b.visitors - a.visitors || b.views - a.views || a.key.localeCompare(b.key))
    .slice(0, TOP_ROWS);
}

const keyed = (rows: Counted[], keyOf: (value: string) => number | null | undefined) =>
  rows.flatMap((row) => {
    const id = keyOf(row.value);
    return id ? [{ ...row, key: String(id) }] : [];
  });

async function placesTop(db: Kysely<DB>, range: DayRange): Promise<TopRow[]> {
  const [pages, opens] = await Promise.all([
    topOf(db, range, { types: ['pageview'], dimension: 'path', prefix: PLACE_PATH_PREFIX }, MERGE_ROWS),
    topOf(db, range, { types: ['place_opened'], dimension: 'target' }, MERGE_ROWS),
  ]);
  const rows = merge([
    ...keyed(pages, (path) => parsePlaceSegment(path.slice(PLACE_PATH_PREFIX.length))?.id),
    ...keyed(opens, (target) => parsePlaceSegment(target)?.id),
  ]);
  const ids = rows.map((row) => Number(row.key));
  const names = ids.length
    ? await db.selectFrom('locations').select(['id', 'name']).where('id', 'in', ids).execute()
    : [];
  const nameOf = new Map(names.map((place) => [String(place.id), place.name]));
  return rows.map(({ key, ...row }) => ({ ...row, value: key, label: nameOf.get(key) ?? `Place ${key}` }));
}

async function tripsTop(db: Kysely<DB>, range: DayRange): Promise<TopRow[]> {
  const [pages, opens] = await Promise.all([
    topOf(db, range, { types: ['pageview'], dimension: 'path', prefix: TRIP_PATH_PREFIX }, MERGE_ROWS),
    topOf(db, range, { types: ['trip_opened'], dimension: 'target' }, MERGE_ROWS),
  ]);
  const rows = merge([
    ...keyed(pages, (path) => tripIdOfSegment(path.slice(TRIP_PATH_PREFIX.length))),
    ...keyed(opens, (target) => tripIdOfSegment(target)),
  ]);
  const ids = rows.map((row) => Number(row.key));
  const titles = ids.length
    ? await db.selectFrom('trips').select(['id', 'title']).where('id', 'in', ids).execute()
    : [];
  const titleOf = new Map(titles.map((trip) => [String(trip.id), trip.title]));
  return rows.map(({ key, ...row }) => ({ ...row, value: key, label: titleOf.get(key) ?? `Trip ${key}` }));
}

const labelled = (rows: Counted[], label: (value: string) => string = (value) => value): TopRow[] =>
  rows.map((row) => ({ ...row, label: label(row.value) }));

/** Sums a series: visitors add up across days, as each day's visitor hash is that day's own. */
const totalOf = (series: { views: number; visitors: number }[]) => ({
  views: series.reduce((sum, day) => sum + day.views, 0),
  visitors: series.reduce((sum, day) => sum + day.visitors, 0),
});

/**
 * The owner's dashboard for one range (GET /api/analytics/summary). Its queries are asked together:
 * PostgreSQL answers up to SUMMARY_CONNECTIONS of them at once, in about a third of the time of one after
 * another at 90 days; SQLite's one connection takes them in turn as before.
 */
export async function summaryOf(db: Kysely<DB>, range: DayRange): Promise<Summary> {
  const previous = previousRange(range);
  const inTurn = pLimit(SUMMARY_CONNECTIONS);
  const top = (
    dimension: Parameters<typeof topOf>[2]['dimension'],
    type: Parameters<typeof topOf>[2]['types'][number] = 'pageview',
    limit = TOP_ROWS,
  ) => inTurn(() => topOf(db, range, { types: [type], dimension }, limit));
  const [
    counted,
    previousCounted,
    funnel,
    pages,
    places,
    trips,
    referrers,
    campaigns,
    countries,
    devices,
    browsers,
    embeds,
  ] = await Promise.all([
    inTurn(() => seriesOf(db, range)),
    inTurn(() => seriesOf(db, previous)),
    inTurn(() => visitorsByType(db, range, ['place_opened', 'video_clicked'])),
    top('path'),
    inTurn(() => placesTop(db, range)),
    inTurn(() => tripsTop(db, range)),
    top('referrer'),
    top('utm_campaign'),
    top('country', 'pageview', COUNTRY_ROWS),
    top('device'),
    top('browser'),
    top('target', 'embed_shown'),
  ]);
  const byDay = new Map(counted.map((day) => [day.day, day]));
  const series = Array.from({ length: daysIn(range) }, (_, index) => {
    const day = addDays(range.from, index);
    return { day, visitors: byDay.get(day)?.visitors ?? 0, views: byDay.get(day)?.views ?? 0 };
  });
  return {
    range,
    previousRange: previous,
    totals: totalOf(counted),
    previousTotals: totalOf(previousCounted),
    series,
    tops: {
      pages: labelled(pages),
      places,
      trips,
      referrers: labelled(referrers),
      campaigns: labelled(campaigns),
      countries: labelled(countries, countryLabel),
      devices: labelled(devices),
      browsers: labelled(browsers),
      embeds: labelled(embeds),
    },
    funnel: { placeOpened: funnel.get('place_opened') ?? 0, videoClicked: funnel.get('video_clicked') ?? 0 },
  };
}
