import type { z } from 'zod';
import { countryOf, usStateOf } from './geo/regions';
import type { Location, VisitorLocation } from './location';
import { countByGroup } from './status';
import type { StatsSchema } from './stats-schema';

/** How many types the statistics screen ranks, and how many recent places it shows. */
export const TOP_TYPES = 5;
export const RECENTLY_ADDED = 5;

/** What the statistics need of each place. */
export type StatsPlace = Pick<
  Location,
  'id' | 'type' | 'status' | 'country' | 'state' | 'visitedAt' | 'createdAt'
>;

type StatsAnswer = z.output<typeof StatsSchema>;
export type TypeCount = StatsAnswer['topTypes'][number];
export type MonthCount = StatsAnswer['monthlyVisits'][number];

/** GET /api/stats (StatsSchema); `Recent` is what the recently added places are while counting. */
export type Stats<Recent = VisitorLocation> = Omit<StatsAnswer, 'recentlyAdded'> & {
  recentlyAdded: Recent[];
};
export type TripStats = StatsAnswer['trips'];
/** What the places give (the trips are counted apart, server side). */
export type PlaceStats<Recent = VisitorLocation> = Omit<Stats<Recent>, 'trips'>;

function ranked(counts: Map<string, number>): { value: string; count: number }[] {
  return [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}

function increment(counts: Map<string, number>, key: string) {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

/** Newest first by createdAt, the higher id first on a tie. */
const newerFirst = (a: StatsPlace, b: StatsPlace) =>
  a.createdAt === b.createdAt ? b.id - a.id : a.createdAt < b.createdAt ? 1 : -1;

/**
 * The statistics, fed the places a page at a time (the server reads 100,000 places in pages and
 * lets other requests run between them); `result()` gives what computeStats gives for them all.
 */
export class StatsAccumulator<T extends StatsPlace> {
  #places = 0;
  #visited = 0;
  #planned = 0;
  readonly #types = new Map<string, number>();
  readonly #countries = new Map<string, number>();
  readonly #states = new Map<string, number>();
  readonly #months = new Map<string, number>();
  /** The newest visited places so far, newest first, at most RECENTLY_ADDED. */
  readonly #recent: T[] = [];

  add(places: readonly T[]): void {
    this.#places += places.length;
    this.#planned += countByGroup(places).planned;
    for (const place of places) {
      if (place.status !== 'visited') continue;
      this.#visited += 1;
      increment(this.#types, place.type);
      // The one rule of geo/regions.ts, as world progress counts: 'USA' and 'United States' are one
      // country, 'CA' and 'California' one state.
      const country = countryOf(place);
      if (country) increment(this.#countries, country);
      const state = usStateOf(place);
      if (state) increment(this.#states, state);
      if (place.visitedAt) increment(this.#months, place.visitedAt.slice(0, 7));
      this.#keepIfRecent(place);
    }
  }

  #keepIfRecent(place: T) {
    const recent = this.#recent;
    const last = recent.at(-1);
    if (recent.length === RECENTLY_ADDED && last && newerFirst(place, last) >= 0) return;
    const at = recent.findIndex((other) => newerFirst(place, other) < 0);
    recent.splice(at === -1 ? recent.length : at, 0, place);
    if (recent.length > RECENTLY_ADDED) recent.pop();
  }

  result(): PlaceStats<T> {
    const typeBreakdown = ranked(this.#types).map(({ value, count }) => ({ type: value, count }));
    return {
      totalVisited: this.#visited,
      totalPlanned: this.#planned,
      totalLocations: this.#places,
      countriesVisited: this.#countries.size,
      statesVisited: this.#states.size,
      progress: this.#places === 0 ? 0 : Math.round((this.#visited / this.#places) * 100),
      typeBreakdown,
      topTypes: typeBreakdown.slice(0, TOP_TYPES),
      recentlyAdded: [...this.#recent],
      countries: ranked(this.#countries).map(({ value, count }) => ({ country: value, count })),
      states: ranked(this.#states).map(({ value, count }) => ({ state: value, count })),
      monthlyVisits: [...this.#months]
        .map(([month, count]) => ({ month, count }))
        .sort((a, b) => a.month.localeCompare(b.month)),
    };
  }
}

export function computeStats<T extends StatsPlace>(places: readonly T[]): PlaceStats<T> {
  const stats = new StatsAccumulator<T>();
  stats.add(places);
  return stats.result();
}

/** The years that have visits, newest first. */
export function yearsWithVisits(monthlyVisits: readonly MonthCount[]): number[] {
  return [...new Set(monthlyVisits.map((m) => Number(m.month.slice(0, 4))))].sort((a, b) => b - a);
}

/** All twelve months of one year, with 0 where there were no visits (the chart's bars). */
export function monthsOfYear(monthlyVisits: readonly MonthCount[], year: number): MonthCount[] {
  const counts = new Map(monthlyVisits.map((m) => [m.month, m.count]));
  return Array.from({ length: 12 }, (_, i) => {
    const month = `${year}-${String(i + 1).padStart(2, '0')}`;
    return { month, count: counts.get(month) ?? 0 };
  });
}
