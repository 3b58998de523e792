import { describe, expect, it } from 'vitest';
import {
  continentOf,
  CONTINENTS,
  SOVEREIGN_COUNTRIES,
  TERRITORY_CONTINENTS,
  WORLD_COUNTRY_COUNT,
} from './countries';
import { isSovereignCountry, standardCountryName } from './country-names';
import { US_STATE_COUNT, US_STATES, usStateName } from './us-states';

describe('countries', () => {
  it('lists the 195 countries (193 UN members, Vatican City, Palestine), each on one continent', () => {
    expect(SOVEREIGN_COUNTRIES.size).toBe(WORLD_COUNTRY_COUNT);
    expect(WORLD_COUNTRY_COUNT).toBe(195);
    expect(SOVEREIGN_COUNTRIES.has('Vatican City')).toBe(true);
    expect(SOVEREIGN_COUNTRIES.has('Palestine')).toBe(true);
    expect(SOVEREIGN_COUNTRIES.has('Taiwan')).toBe(false);
    for (const territory of TERRITORY_CONTINENTS.keys())
      expect(SOVEREIGN_COUNTRIES.has(territory), territory).toBe(false);
    expect(new Set([...SOVEREIGN_COUNTRIES.values(), ...TERRITORY_CONTINENTS.values()])).toEqual(
      new Set(CONTINENTS),
    );
  });

  it('maps other spellings to the standard short names', () => {
    expect(standardCountryName('United States of America')).toBe('United States');
    expect(standardCountryName('Dem. Rep. Congo')).toBe('Democratic Republic of the Congo');
    expect(standardCountryName('Bosnia and Herz.')).toBe('Bosnia and Herzegovina');
    expect(standardCountryName(' czech republic ')).toBe('Czechia');
    expect(standardCountryName('UK')).toBe('United Kingdom');
    expect(standardCountryName('Türkiye')).toBe('Turkey');
    expect(standardCountryName('Atlantis')).toBe('Atlantis');
    expect(isSovereignCountry('USA')).toBe(true);
    expect(isSovereignCountry('Puerto Rico')).toBe(false);
    expect(continentOf('Kenya')).toBe('Africa');
    expect(continentOf('Puerto Rico')).toBe('North America');
  });

  it('knows the 50 states and DC by name and postal code', () => {
    expect(Object.keys(US_STATES)).toHaveLength(US_STATE_COUNT);
    expect(usStateName('ca')).toBe('California');
    expect(usStateName('district of columbia')).toBe('District of Columbia');
    expect(usStateName('Puerto Rico')).toBeUndefined();
  });
});
