import { isUsPlace, usStateOf } from './filters';
import type { Location } from './location';

/** How many types the statistics screen ranks, and how many recent places it shows. */
export const TOP_TYPES = 5;
export const RECENTLY_ADDED = 5;
const US_NAME = 'United States';

/** What the statistics need of each place. */
export type StatsPlace = Pick<
  Location,
  'id' | 'type' | 'status' | 'country' | 'state' | 'visitedAt' | 'createdAt'
>;

export interface TypeCount {
  type: string;
  count: number;
}

export interface MonthCount {
  /** 'YYYY-MM' */
  month: string;
  count: number;
}

/** GET /api/stats. Every count except totalPlanned and totalLocations is of visited places. */
export interface Stats<Recent = Location> {
  totalVisited: number;
  /** Planned and wishlist together, as the spec groups them. */
  totalPlanned: number;
  totalLocations: number;
  countriesVisited: number;
  statesVisited: number;
  /** Visited as a rounded percent of all places; 0 when there are none. */
  progress: number;
  /** Visited places per type, most first (ties by type). */
  typeBreakdown: TypeCount[];
  topTypes: TypeCount[];
  /** The newest visited places by createdAt, newest first. */
  recentlyAdded: Recent[];
  /** Visited places per country, most first (ties alphabetically). */
  countries: { country: string; count: number }[];
  /** Visited places per US state (the 50 and DC, in the USA only), most first. */
  states: { state: string; count: number }[];
  /** Visited places with a visit date, per month, oldest month first; months without visits are left out. */
  monthlyVisits: MonthCount[];
}

function ranked(counts: Map<string, number>): { value: string; count: number }[] {
  return [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}

function increment(counts: Map<string, number>, key: string) {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

export function computeStats<T extends StatsPlace>(places: readonly T[]): Stats<T> {
  const visited = places.filter((place) => place.status === 'visited');
  const types = new Map<string, number>();
  const countries = new Map<string, number>();
  const states = new Map<string, number>();
  const months = new Map<string, number>();
  for (const place of visited) {
    increment(types, place.type);
    // 'USA', 'US' and 'United States' are one country.
    const country = isUsPlace(place) ? US_NAME : place.country.trim();
    if (country) increment(countries, country);
    const state = usStateOf(place);
    if (state) increment(states, state);
    if (place.visitedAt) increment(months, place.visitedAt.slice(0, 7));
  }

  const typeBreakdown = ranked(types).map(({ value, count }) => ({ type: value, count }));
  const recentlyAdded = [...visited]
    .sort((a, b) => (a.createdAt === b.createdAt ? b.id - a.id : a.createdAt < b.createdAt ? 1 : -1))
    .slice(0, RECENTLY_ADDED);

  return {
    totalVisited: visited.length,
    totalPlanned: places.filter((place) => place.status === 'planned' || place.status === 'wishlist').length,
    totalLocations: places.length,
    countriesVisited: countries.size,
    statesVisited: states.size,
    progress: places.length === 0 ? 0 : Math.round((visited.length / places.length) * 100),
    typeBreakdown,
    topTypes: typeBreakdown.slice(0, TOP_TYPES),
    recentlyAdded,
    countries: ranked(countries).map(({ value, count }) => ({ country: value, count })),
    states: ranked(states).map(({ value, count }) => ({ state: value, count })),
    monthlyVisits: [...months]
      .map(([month, count]) => ({ month, count }))
      .sort((a, b) => a.month.localeCompare(b.month)),
  };
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
