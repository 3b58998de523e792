import { describe, expect, it } from 'vitest';
import { countBy } from '../filters';
import { countryName, countryOf, stateName, usStateOf } from './regions';

describe('the one rule for countries and US states', () => {
  it('gives a country its standard name in any common spelling', () => {
    expect(countryName('Czech Republic')).toBe('Czechia');
    expect(countryName(' usa ')).toBe('United States');
    expect(countryName('United States of America')).toBe('United States');
    expect(countryName('US')).toBe('United States');
    expect(countryName('Atlantis')).toBe('Atlantis');
    expect(countryName('  ')).toBe('');
  });

  it('gives a US state its full name by name or postal code; anything else stays as typed', () => {
    expect(stateName('CA')).toBe('California');
    expect(stateName('new york')).toBe('New York');
    expect(stateName('Washington, D.C.')).toBe('District of Columbia');
    expect(stateName(' Ontario ')).toBe('Ontario');
  });

  it('counts a US state only in the United States, or by its full name where no country is given', () => {
    expect(usStateOf({ country: 'USA', state: 'CA' })).toBe('California');
    expect(usStateOf({ country: 'United States of America', state: 'california' })).toBe('California');
    expect(usStateOf({ country: 'United States', state: 'Puerto Rico' })).toBeNull();
    expect(usStateOf({ country: 'Australia', state: 'WA' })).toBeNull();
    expect(usStateOf({ country: 'Mexico', state: 'Utah' })).toBeNull();
    expect(usStateOf({ country: '', state: 'Utah' })).toBe('Utah');
    // "WA" alone is also Western Australia.
    expect(usStateOf({ country: '', state: 'WA' })).toBeNull();
    expect(usStateOf({ country: 'United States', state: null })).toBeNull();
  });

  it('puts a place in its country, or in the United States when it only names a US state', () => {
    expect(countryOf({ country: 'Czech Republic', state: null })).toBe('Czechia');
    expect(countryOf({ country: 'Puerto Rico', state: null })).toBe('Puerto Rico');
    expect(countryOf({ country: '', state: 'Utah' })).toBe('United States');
    expect(countryOf({ country: '', state: 'Bavaria' })).toBeNull();
    expect(countryOf({ country: ' ', state: null })).toBeNull();
  });

  it('lists each country and state once in the facets, whatever the spellings', () => {
    const places = [
      { country: 'USA', state: 'CA' },
      { country: 'United States', state: 'California' },
      { country: 'US', state: 'Utah' },
      { country: 'Czech Republic', state: null },
      { country: 'Czechia', state: null },
    ];
    expect(countBy(places, countryOf)).toEqual([
      { value: 'Czechia', count: 2 },
      { value: 'United States', count: 3 },
    ]);
    expect(countBy(places, usStateOf)).toEqual([
      { value: 'California', count: 2 },
      { value: 'Utah', count: 1 },
    ]);
  });
});
