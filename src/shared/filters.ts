import { isStatus, type LocationStatus } from './status';
import type { MapPlace, PlaceSummary } from './map-data';
import { isKnownType } from './location-types';
import { countryName, countryOf, stateName, usStateOf } from './geo/regions';

/** The sidebar's and header's filters. Status 'planned' in the filter covers planned and wishlist. */
export interface Filters {
  search: string;
  types: string[];
  statuses: LocationStatus[];
  countries: string[];
  states: string[];
  /** The owner's filters (owner only: they read the owner's map data columns); every one must hold. */
  only: OwnerFilter[];
}

/** The owner's filters, as the URL names them (`only=no-photo&only=private`), in the sidebar's order. */
export const OWNER_FILTERS = [
  'no-photo',
  'no-video',
  'no-country',
  'no-visited-date',
  'custom-type',
  'private',
] as const;
export type OwnerFilter = (typeof OWNER_FILTERS)[number];

export const OWNER_FILTER_LABELS: Record<OwnerFilter, string> = {
  'no-photo': 'No photo',
  'no-video': 'No video',
  'no-country': 'No country',
  'no-visited-date': 'No visited date',
  'custom-type': 'Custom types',
  private: 'Private',
};

const isOwnerFilter = (value: string): value is OwnerFilter =>
  (OWNER_FILTERS as readonly string[]).includes(value);

/** Whether `place` passes one owner filter; undefined when the place has no owner columns (a visitor's data). */
export function passesOwnerFilter(place: MapPlace, filter: OwnerFilter): boolean | undefined {
  switch (filter) {
    case 'no-photo':
      return place.hasPhoto === undefined ? undefined : !place.hasPhoto;
    case 'no-video':
      return !place.hasVideo;
    case 'no-country':
      return place.country.trim() === '';
    case 'no-visited-date':
      return place.hasVisitedAt === undefined ? undefined : !place.hasVisitedAt;
    case 'custom-type':
      return !isKnownType(place.type);
    case 'private':
      return place.isPrivate;
  }
}

export type ViewMode = 'map' | 'list';

export const EMPTY_FILTERS: Filters = {
  search: '',
  types: [],
  statuses: [],
  countries: [],
  states: [],
  only: [],
};

// Each list's names in lower case, kept as long as the list itself: typing in the search filters
// 100,000 names without lower-casing every one of them again on each keystroke. Lists of places
// are never changed in place (they are query data or filter results), so the names stay right.
const lowerNamesCache = new WeakMap<readonly PlaceSummary[], string[]>();

function lowerNamesOf(places: readonly PlaceSummary[]): string[] {
  let names = lowerNamesCache.get(places);
  if (!names) {
    names = places.map((place) => place.name.toLowerCase());
    lowerNamesCache.set(places, names);
  }
  return names;
}

/**
 * Name search is a case-insensitive substring; type, status and country are exact matches
 * within the selected lists (a country or US state in any spelling: see geo/regions.ts); the state
 * filter applies only to places that have a state.
 */
export function filterPlaces<T extends MapPlace>(places: readonly T[], filters: Filters): T[] {
  const search = filters.search.trim().toLowerCase();
  const names = search ? lowerNamesOf(places) : [];
  const types = filters.types.length > 0 ? new Set(filters.types) : null;
  const statuses = filters.statuses.length > 0 ? new Set(filters.statuses) : null;
  // Compared by the one rule for countries and states: "USA" is United States, "CA" is California.
  const countries = filters.countries.length > 0 ? new Set(filters.countries.map(countryName)) : null;
  const states = filters.states.length > 0 ? new Set(filters.states.map(stateName)) : null;
  // The owner's filters apply to the owner's data only (a visitor's map data has no such columns).
  const only = filters.only.length > 0 && places[0]?.isPrivate !== undefined ? filters.only : null;
  return places.filter(
    (place, i) =>
      (!search || names[i]!.includes(search)) &&
      (!types || types.has(place.type)) &&
      (!statuses || statuses.has(place.status)) &&
      (!countries || countries.has(countryOf(place) ?? '')) &&
      (!states || !place.state || states.has(usStateOf(place) ?? place.state)) &&
      (!only || only.every((filter) => passesOwnerFilter(place, filter) === true)),
  );
}

/** Whether two sets of filters select the same places: the same value for every field, lists in the same order. */
export function sameFilters(a: Filters, b: Filters): boolean {
  if (a === b) return true;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof Filters)[]);
  return [...keys].every((key) => {
    const x = a[key];
    const y = b[key];
    if (Array.isArray(x) && Array.isArray(y))
      return x.length === y.length && x.every((item, i) => item === y[i]);
    return x === y;
  });
}

/** Counts per value, sorted alphabetically by value. */
export function countBy<T>(
  items: readonly T[],
  key: (item: T) => string | null,
): { value: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const item of items) {
    const value = key(item);
    if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => a.value.localeCompare(b.value));
}

// The filter state lives in the URL query, so a filtered view survives a reload and can be shared.
const PARAM = {
  search: 'q',
  types: 'type',
  statuses: 'status',
  countries: 'country',
  states: 'state',
  only: 'only',
  view: 'view',
} as const;

export function filtersFromSearchParams(params: URLSearchParams): Filters {
  return {
    search: params.get(PARAM.search) ?? '',
    types: params.getAll(PARAM.types),
    statuses: params.getAll(PARAM.statuses).filter(isStatus),
    // An older link may say ?country=USA or ?state=CA; the sidebar ticks the standard names.
    countries: params.getAll(PARAM.countries).map(countryName),
    states: params.getAll(PARAM.states).map(stateName),
    only: [...new Set(params.getAll(PARAM.only).filter(isOwnerFilter))],
  };
}

/** Any value other than 'list' falls back to the map. */
export function viewFromSearchParams(params: URLSearchParams): ViewMode {
  return params.get(PARAM.view) === 'list' ? 'list' : 'map';
}

export function toSearchParams(filters: Filters, view: ViewMode): URLSearchParams {
  const params = new URLSearchParams();
  if (view === 'list') params.set(PARAM.view, 'list');
  if (filters.search) params.set(PARAM.search, filters.search);
  for (const type of filters.types) params.append(PARAM.types, type);
  for (const status of filters.statuses) params.append(PARAM.statuses, status);
  for (const country of filters.countries) params.append(PARAM.countries, country);
  for (const state of filters.states) params.append(PARAM.states, state);
  for (const filter of filters.only) params.append(PARAM.only, filter);
  return params;
}

// The status checkboxes tick whole groups of the status table (Planned: planned and wishlist).
export { toggleStatusGroup } from './status';
