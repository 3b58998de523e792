import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  filterPlaces,
  filtersFromSearchParams,
  hasFilters,
  sameFilters,
  toSearchParams,
  toggleStatusGroup,
  viewFromSearchParams,
} from './filters';
import { usStateOf } from './geo/regions';
import type { PlaceSummary } from './map-data';

const place = (over: Partial<PlaceSummary>): PlaceSummary => ({
  id: 1,
  latitude: 0,
  longitude: 0,
  status: 'visited',
  type: 'city',
  hasVideo: false,
  name: 'X',
  country: 'United States',
  state: null,
  ...over,
});
const places = [
  place({ id: 1, name: 'Zion National Park', type: 'national-park', state: 'Utah' }),
  place({ id: 2, name: 'Arches', type: 'national-park', state: 'Utah', status: 'planned' }),
  place({ id: 3, name: 'Paris', country: 'France', status: 'wishlist' }),
  place({ id: 4, name: 'Yosemite', type: 'national-park', state: 'California' }),
];
const ids = (list: PlaceSummary[]) => list.map((p) => p.id);

describe('filterPlaces', () => {
  it('searches names case-insensitively as a substring', () => {
    expect(ids(filterPlaces(places, { ...EMPTY_FILTERS, search: 'NATIONAL' }))).toEqual([1]);
  });
  it('matches types, statuses and countries exactly', () => {
    expect(
      ids(filterPlaces(places, { ...EMPTY_FILTERS, types: ['national-park'], statuses: ['visited'] })),
    ).toEqual([1, 4]);
    expect(ids(filterPlaces(places, { ...EMPTY_FILTERS, countries: ['France'] }))).toEqual([3]);
  });
  it('applies the state filter only to places that have a state', () => {
    expect(ids(filterPlaces(places, { ...EMPTY_FILTERS, states: ['Utah'] }))).toEqual([1, 2, 3]);
  });
  it('finds a country or US state in any spelling by its standard name', () => {
    const mixed = [
      place({ id: 11, country: 'USA', state: 'CA' }),
      place({ id: 12, country: 'United States', state: 'California' }),
      place({ id: 13, country: 'Czech Republic' }),
      place({ id: 14, country: 'Czechia' }),
      place({ id: 15, country: 'Mexico', state: 'CA' }),
    ];
    // Places without a state pass the state filter; Mexico's "CA" is not California.
    expect(ids(filterPlaces(mixed, { ...EMPTY_FILTERS, states: ['California'] }))).toEqual([11, 12, 13, 14]);
    expect(ids(filterPlaces(mixed, { ...EMPTY_FILTERS, countries: ['United States'] }))).toEqual([11, 12]);
    expect(ids(filterPlaces(mixed, { ...EMPTY_FILTERS, countries: ['Czechia'] }))).toEqual([13, 14]);
    // A filter from an older link, in another spelling, finds the same places.
    expect(ids(filterPlaces(mixed, { ...EMPTY_FILTERS, countries: ['Czech Republic'] }))).toEqual([13, 14]);
    expect(ids(filterPlaces(mixed, { ...EMPTY_FILTERS, countries: ['USA'], states: ['CA'] }))).toEqual([
      11, 12,
    ]);
  });
});

describe('status groups', () => {
  it('ticking Planned sets planned and wishlist, unticking removes both', () => {
    expect(toggleStatusGroup([], 'planned')).toEqual(['planned', 'wishlist']);
    expect(toggleStatusGroup(['visited', 'planned', 'wishlist'], 'planned')).toEqual(['visited']);
  });
});

describe('tag filter', () => {
  const base = {
    latitude: 0,
    longitude: 0,
    status: 'visited' as const,
    type: 'city',
    hasVideo: false,
    country: 'France',
    state: null,
  };
  const places = [
    { ...base, id: 1, name: 'Paris', tags: ['Best of France', 'Road trip'] },
    { ...base, id: 2, name: 'Lyon' },
    { ...base, id: 3, name: 'Nice', tags: ['Road trip'] },
  ];
  it('keeps the places carrying any ticked tag, and only those', () => {
    const names = (tags: string[]) => filterPlaces(places, { ...EMPTY_FILTERS, tags }).map((p) => p.name);
    expect(names([])).toEqual(['Paris', 'Lyon', 'Nice']);
    expect(names(['Road trip'])).toEqual(['Paris', 'Nice']);
    expect(names(['Best of France'])).toEqual(['Paris']);
    expect(names(['Nowhere'])).toEqual([]);
  });
});

describe('URL state', () => {
  it('round-trips filters and view', () => {
    const filters = {
      search: 'zi',
      types: ['city', 'beach'],
      statuses: ['visited' as const],
      countries: ['France'],
      states: ['Utah'],
      tags: ['road trip 2025', 'Best of Japan'],
      only: ['no-photo' as const, 'private' as const],
    };
    const params = toSearchParams(filters, 'list');
    expect(params.getAll('tag')).toEqual(['road trip 2025', 'Best of Japan']);
    expect(filtersFromSearchParams(new URLSearchParams(params.toString()))).toEqual(filters);
    expect(viewFromSearchParams(params)).toBe('list');
  });
  it('reads the same filters back from the URL as the same filters, and any changed value as another', () => {
    const filters = { ...EMPTY_FILTERS, search: 'zi', types: ['city', 'beach'] };
    const fromUrl = filtersFromSearchParams(toSearchParams(filters, 'map'));
    expect(fromUrl).not.toBe(filters);
    expect(sameFilters(fromUrl, filters)).toBe(true);
    for (const changed of [
      { search: 'zio' },
      { types: ['city'] },
      { types: ['beach', 'city'] },
      { statuses: ['visited' as const] },
      { countries: ['France'] },
      { states: ['Utah'] },
      { tags: ['Best of Japan'] },
    ])
      expect(sameFilters({ ...filters, ...changed }, filters), JSON.stringify(changed)).toBe(false);
  });
  it('falls back to the map for any other view value', () => {
    expect(viewFromSearchParams(new URLSearchParams('view=globe'))).toBe('map');
  });
  it('reads countries and US states of an older link in their standard names', () => {
    const filters = filtersFromSearchParams(new URLSearchParams('country=USA&country=Peru&state=CA'));
    expect(filters).toMatchObject({ countries: ['United States', 'Peru'], states: ['California'] });
  });
});

describe('hasFilters', () => {
  it('is false for none and a blank search, true for any filter', () => {
    expect(hasFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasFilters({ ...EMPTY_FILTERS, search: '   ' })).toBe(false);
    for (const set of [
      { search: 'tokyo' },
      { types: ['beach'] },
      { statuses: ['visited' as const] },
      { countries: ['Japan'] },
      { states: ['Utah'] },
      { tags: ['Best of Japan'] },
      { only: ['private' as const] },
    ])
      expect(hasFilters({ ...EMPTY_FILTERS, ...set }), JSON.stringify(set)).toBe(true);
  });
});

describe('usStateOf', () => {
  it('counts only real states of US places', () => {
    expect(usStateOf({ country: 'USA', state: 'Utah' })).toBe('Utah');
    expect(usStateOf({ country: 'Canada', state: 'Ontario' })).toBeNull();
    expect(usStateOf({ country: 'United States', state: 'Narnia' })).toBeNull();
    expect(usStateOf({ country: 'US', state: 'CA' })).toBe('California');
  });
});
