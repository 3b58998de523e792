import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  filterPlaces,
  filtersFromSearchParams,
  toSearchParams,
  toggleStatusGroup,
  usStateOf,
  viewFromSearchParams,
} from './filters';
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
});

describe('status groups', () => {
  it('ticking Planned sets planned and wishlist, unticking removes both', () => {
    expect(toggleStatusGroup([], 'planned')).toEqual(['planned', 'wishlist']);
    expect(toggleStatusGroup(['visited', 'planned', 'wishlist'], 'planned')).toEqual(['visited']);
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
    };
    const params = toSearchParams(filters, 'list');
    expect(filtersFromSearchParams(new URLSearchParams(params.toString()))).toEqual(filters);
    expect(viewFromSearchParams(params)).toBe('list');
  });
  it('falls back to the map for any other view value', () => {
    expect(viewFromSearchParams(new URLSearchParams('view=globe'))).toBe('map');
  });
});

describe('usStateOf', () => {
  it('counts only real states of US places', () => {
    expect(usStateOf({ country: 'USA', state: 'Utah' })).toBe('Utah');
    expect(usStateOf({ country: 'Canada', state: 'Ontario' })).toBeNull();
    expect(usStateOf({ country: 'United States', state: 'Narnia' })).toBeNull();
  });
});
