import type { LocationStatus } from './location';
import type { PlaceSummary } from './map-data';

/** The sidebar's and header's filters. Status 'planned' in the filter covers planned and wishlist. */
export interface Filters {
  search: string;
  types: string[];
  statuses: LocationStatus[];
  countries: string[];
  states: string[];
}

export type ViewMode = 'map' | 'list';

export const EMPTY_FILTERS: Filters = { search: '', types: [], statuses: [], countries: [], states: [] };

/** The 50 states plus the District of Columbia. */
export const US_STATES = [
  'Alabama',
  'Alaska',
  'Arizona',
  'Arkansas',
  'California',
  'Colorado',
  'Connecticut',
  'Delaware',
  'District of Columbia',
  'Florida',
  'Georgia',
  'Hawaii',
  'Idaho',
  'Illinois',
  'Indiana',
  'Iowa',
  'Kansas',
  'Kentucky',
  'Louisiana',
  'Maine',
  'Maryland',
  'Massachusetts',
  'Michigan',
  'Minnesota',
  'Mississippi',
  'Missouri',
  'Montana',
  'Nebraska',
  'Nevada',
  'New Hampshire',
  'New Jersey',
  'New Mexico',
  'New York',
  'North Carolina',
  'North Dakota',
  'Ohio',
  'Oklahoma',
  'Oregon',
  'Pennsylvania',
  'Rhode Island',
  'South Carolina',
  'South Dakota',
  'Tennessee',
  'Texas',
  'Utah',
  'Vermont',
  'Virginia',
  'Washington',
  'West Virginia',
  'Wisconsin',
  'Wyoming',
] as const;

const US_STATE_SET = new Set<string>(US_STATES);
const US_NAMES = new Set(['usa', 'united states', 'united states of america', 'us']);

export function isUsPlace(place: Pick<PlaceSummary, 'country'>): boolean {
  return US_NAMES.has(place.country.trim().toLowerCase());
}

/** A US state counts only for places in the USA whose state is one of the 51. */
export function usStateOf(place: Pick<PlaceSummary, 'country' | 'state'>): string | null {
  return place.state && isUsPlace(place) && US_STATE_SET.has(place.state) ? place.state : null;
}

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
 * within the selected lists; the state filter applies only to places that have a state.
 */
export function filterPlaces<T extends PlaceSummary>(places: readonly T[], filters: Filters): T[] {
  const search = filters.search.trim().toLowerCase();
  const names = search ? lowerNamesOf(places) : [];
  const types = filters.types.length > 0 ? new Set(filters.types) : null;
  const statuses = filters.statuses.length > 0 ? new Set(filters.statuses) : null;
  const countries = filters.countries.length > 0 ? new Set(filters.countries) : null;
  const states = filters.states.length > 0 ? new Set(filters.states) : null;
  return places.filter(
    (place, i) =>
      (!search || names[i]!.includes(search)) &&
      (!types || types.has(place.type)) &&
      (!statuses || statuses.has(place.status)) &&
      (!countries || countries.has(place.country)) &&
      (!states || !place.state || states.has(place.state)),
  );
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
  view: 'view',
} as const;
const STATUS_VALUES = new Set<string>(['visited', 'planned', 'wishlist']);

export function filtersFromSearchParams(params: URLSearchParams): Filters {
  return {
    search: params.get(PARAM.search) ?? '',
    types: params.getAll(PARAM.types),
    statuses: params.getAll(PARAM.statuses).filter((s): s is LocationStatus => STATUS_VALUES.has(s)),
    countries: params.getAll(PARAM.countries),
    states: params.getAll(PARAM.states),
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
  return params;
}

/** Ticking Planned sets planned and wishlist; unticking removes both. */
export function toggleStatusGroup(
  statuses: readonly LocationStatus[],
  group: 'visited' | 'planned',
): LocationStatus[] {
  const members: LocationStatus[] = group === 'visited' ? ['visited'] : ['planned', 'wishlist'];
  const active = members.every((m) => statuses.includes(m));
  return active ? statuses.filter((s) => !members.includes(s)) : [...new Set([...statuses, ...members])];
}
