import { isStatus, type LocationStatus } from './status';
import type { MapPlace, PlaceSummary } from './map-data';
import { sortFromParam, type SortKey } from './place-order';
import { isKnownType } from './location-types';
import { countryName, countryOf, stateName, usStateOf } from './geo/regions';

/** The sidebar's and header's filters. Status 'planned' in the filter covers planned and wishlist. */
export interface Filters {
  search: string;
  types: string[];
  statuses: LocationStatus[];
  countries: string[];
  states: string[];
  /** Tag names: a place carrying any of them (the URL's repeatable `tag`). */
  tags: string[];
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
  tags: [],
  only: [],
};

// What the search compares, per list, kept as long as the list itself: typing in the search filters
// 100,000 places without lower-casing every one of them again on each keystroke. Lists of places are
// never changed in place (they are query data or filter results), so it stays right. The country and
// US state come in a few hundred combinations: each keystroke compares those once, and each place
// then costs one lookup beside its name.
interface SearchText {
  names: string[];
  /** Per place, the index of its country and state in `regions`. */
  regionOf: Uint32Array;
  /** Each combination of country and US state, lower-cased, one line each. */
  regions: string[];
}

const searchTextCache = new WeakMap<readonly PlaceSummary[], SearchText>();

function searchTextOf(places: readonly PlaceSummary[]): SearchText {
  let text = searchTextCache.get(places);
  if (!text) {
    const regionIds = new Map<string, number>();
    const regionOf = new Uint32Array(places.length);
    places.forEach((place, i) => {
      const region = `${countryOf(place) ?? ''}\n${usStateOf(place) ?? place.state ?? ''}`.toLowerCase();
      let id = regionIds.get(region);
      if (id === undefined) {
        id = regionIds.size;
        regionIds.set(region, id);
      }
      regionOf[i] = id;
    });
    text = {
      names: places.map((place) => place.name.toLowerCase()),
      regionOf,
      regions: [...regionIds.keys()],
    };
    searchTextCache.set(places, text);
  }
  return text;
}

/** Searches this long or longer that name a country in another spelling ("USA", "Holland") find its places too. */
const MIN_COUNTRY_ALIAS = 3;

/** The country a search names in another spelling than its standard name, if any. */
function countryNamedBy(search: string): string | null {
  if (search.length < MIN_COUNTRY_ALIAS) return null;
  const name = countryName(search);
  return name && name.toLowerCase() !== search ? name : null;
}

/**
 * The search is a case-insensitive substring of the name, the country or the US state (a country
 * in another spelling, "USA", finds its places too); `alsoFound` are the places the server found by
 * address or notes (GET /api/locations/search), which match the search as well. Type, status and
 * country are exact matches within the selected lists (a country or US state in any spelling: see
 * geo/regions.ts); the state filter applies only to places that have a state; tags match by name
 * (any of those ticked).
 */
export function filterPlaces<T extends MapPlace>(
  places: readonly T[],
  filters: Filters,
  alsoFound?: ReadonlySet<number>,
): T[] {
  const search = filters.search.trim().toLowerCase();
  const text = search ? searchTextOf(places) : undefined;
  const namedCountry = search ? countryNamedBy(search) : null;
  // Which countries and states the search names: compared once each, not once per place.
  const regionFound = text?.regions.map(
    (region) =>
      region.includes(search) ||
      (namedCountry !== null && region.startsWith(`${namedCountry.toLowerCase()}\n`)),
  );
  const types = filters.types.length > 0 ? new Set(filters.types) : null;
  const statuses = filters.statuses.length > 0 ? new Set(filters.statuses) : null;
  // Compared by the one rule for countries and states: "USA" is United States, "CA" is California.
  const countries = filters.countries.length > 0 ? new Set(filters.countries.map(countryName)) : null;
  const states = filters.states.length > 0 ? new Set(filters.states.map(stateName)) : null;
  // Most places carry no tag (no array): only tagged ones are looked at.
  const tags = filters.tags.length > 0 ? new Set(filters.tags) : null;
  // The owner's filters apply to the owner's data only (a visitor's map data has no such columns).
  const only = filters.only.length > 0 && places[0]?.isPrivate !== undefined ? filters.only : null;
  return places.filter(
    (place, i) =>
      (!text ||
        text.names[i]!.includes(search) ||
        regionFound![text.regionOf[i]!]! ||
        (alsoFound !== undefined && alsoFound.has(place.id))) &&
      (!types || types.has(place.type)) &&
      (!statuses || statuses.has(place.status)) &&
      (!countries || countries.has(countryOf(place) ?? '')) &&
      (!states || !place.state || states.has(usStateOf(place) ?? place.state)) &&
      (!tags || (place.tags !== undefined && place.tags.some((tag) => tags.has(tag)))) &&
      (!only || only.every((filter) => passesOwnerFilter(place, filter) === true)),
  );
}

/** Whether any filter is set (a search of only spaces is none). */
export function hasFilters(filters: Filters): boolean {
  return (
    filters.search.trim() !== '' ||
    filters.types.length +
      filters.statuses.length +
      filters.countries.length +
      filters.states.length +
      filters.tags.length +
      filters.only.length >
      0
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
  tags: 'tag',
  only: 'only',
  view: 'view',
  sort: 'sort',
} as const;

export function filtersFromSearchParams(params: URLSearchParams): Filters {
  return {
    search: params.get(PARAM.search) ?? '',
    types: params.getAll(PARAM.types),
    statuses: params.getAll(PARAM.statuses).filter(isStatus),
    // An older link may say ?country=USA or ?state=CA; the sidebar ticks the standard names.
    countries: params.getAll(PARAM.countries).map(countryName),
    states: params.getAll(PARAM.states).map(stateName),
    tags: params.getAll(PARAM.tags),
    only: [...new Set(params.getAll(PARAM.only).filter(isOwnerFilter))],
  };
}

/** Any value other than 'list' falls back to the map. */
export function viewFromSearchParams(params: URLSearchParams): ViewMode {
  return params.get(PARAM.view) === 'list' ? 'list' : 'map';
}

/** The list's order; an unknown value falls back to the default order. */
export function sortFromSearchParams(params: URLSearchParams): SortKey {
  return sortFromParam(params.get(PARAM.sort));
}

export function toSearchParams(filters: Filters, view: ViewMode, sort: SortKey = 'default'): URLSearchParams {
  const params = new URLSearchParams();
  if (view === 'list') params.set(PARAM.view, 'list');
  if (sort !== 'default') params.set(PARAM.sort, sort);
  if (filters.search) params.set(PARAM.search, filters.search);
  for (const type of filters.types) params.append(PARAM.types, type);
  for (const status of filters.statuses) params.append(PARAM.statuses, status);
  for (const country of filters.countries) params.append(PARAM.countries, country);
  for (const state of filters.states) params.append(PARAM.states, state);
  for (const tag of filters.tags) params.append(PARAM.tags, tag);
  for (const filter of filters.only) params.append(PARAM.only, filter);
  return params;
}

// The status checkboxes tick whole groups of the status table (Planned: planned and wishlist).
export { toggleStatusGroup } from './status';
