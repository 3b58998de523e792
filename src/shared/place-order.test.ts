import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, filterPlaces, sortFromSearchParams, toSearchParams } from './filters';
import type { PlaceSummary } from './map-data';
import { sortFromParam } from './place-order';
import { sortPlaces } from './place-sort';

const place = (over: Partial<PlaceSummary>): PlaceSummary => ({
  id: 1,
  latitude: 0,
  longitude: 0,
  status: 'visited',
  type: 'city',
  hasVideo: false,
  name: 'X',
  country: '',
  state: null,
  ...over,
});
const all = [
  place({ id: 1, name: 'zion National Park', country: 'USA', state: 'UT' }),
  place({ id: 2, name: 'Kyoto', country: 'Japan' }),
  place({ id: 3, name: 'Étretat', country: 'France' }),
  place({ id: 4, name: 'Arches', country: 'United States', state: 'Utah' }),
  place({ id: 5, name: 'Open sea', country: '' }),
  place({ id: 6, name: 'Place 10', country: 'Japan' }),
  place({ id: 7, name: 'Place 9', country: 'japan' }),
];
const ids = (list: readonly PlaceSummary[]) => list.map((p) => p.id);

describe('sortPlaces', () => {
  it('keeps the default order as it is', () => {
    expect(ids(sortPlaces(all, [...all], 'default'))).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it('sorts by name A to Z ignoring case and accents, numbers as numbers', () => {
    expect(ids(sortPlaces(all, [...all], 'name'))).toEqual([4, 3, 2, 5, 7, 6, 1]);
  });
  it('sorts by country (any spelling) then name, places without a country last', () => {
    expect(ids(sortPlaces(all, [...all], 'country'))).toEqual([3, 2, 7, 6, 4, 1, 5]);
  });
  it('sorts only the filtered places, in the whole list order', () => {
    const filtered = all.filter((p) => p.id % 2 === 1);
    expect(ids(sortPlaces(all, filtered, 'name'))).toEqual([3, 5, 7, 1]);
  });
  it('follows the server order for dates, places it does not know last, default until it arrives', () => {
    expect(ids(sortPlaces(all, [...all], 'added'))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const order = [7, 6, 5, 4, 3];
    expect(ids(sortPlaces(all, [...all], 'added', order))).toEqual([7, 6, 5, 4, 3, 1, 2]);
    expect(ids(sortPlaces(all, [all[1]!, all[3]!, all[6]!], 'visited', order))).toEqual([7, 4, 2]);
  });
});

describe('sort in the URL', () => {
  it('reads each key, and the default for a missing or unknown value', () => {
    for (const key of ['name', 'added', 'updated', 'visited', 'country'] as const)
      expect(sortFromSearchParams(new URLSearchParams(`view=list&sort=${key}`))).toBe(key);
    expect(sortFromSearchParams(new URLSearchParams(''))).toBe('default');
    expect(sortFromParam('random')).toBe('default');
    expect(sortFromParam('NAME')).toBe('default');
    expect(sortFromParam('default')).toBe('default');
  });
  it('writes sort only when it is not the default', () => {
    expect(toSearchParams(EMPTY_FILTERS, 'list', 'updated').toString()).toBe('view=list&sort=updated');
    expect(toSearchParams(EMPTY_FILTERS, 'list', 'default').toString()).toBe('view=list');
    expect(toSearchParams(EMPTY_FILTERS, 'map').toString()).toBe('');
  });
});

describe('the wider search', () => {
  const search = (text: string, alsoFound?: Set<number>) =>
    ids(filterPlaces(all, { ...EMPTY_FILTERS, search: text }, alsoFound));
  it('finds places by country name, in any case', () => {
    expect(search('JAPAN')).toEqual([2, 6, 7]);
    expect(search('fran')).toEqual([3]);
  });
  it('finds places by a country in another spelling, and by US state name', () => {
    expect(search('usa')).toEqual([1, 4]);
    expect(search('utah')).toEqual([1, 4]);
  });
  it('adds the places the server found by address or notes, still within the other filters', () => {
    expect(search('rivoli', new Set([3, 5]))).toEqual([3, 5]);
    expect(
      ids(filterPlaces(all, { ...EMPTY_FILTERS, search: 'rivoli', countries: ['France'] }, new Set([3, 5]))),
    ).toEqual([3]);
  });
});
