import { describe, expect, it } from 'vitest';
import { computeWorldProgress } from './world-progress';

const visited = (country: string, state: string | null = null) => ({ status: 'visited', country, state });

describe('computeWorldProgress', () => {
  it('counts visited countries of 195, US states of 51 and continents of 7, in any spelling', () => {
    const progress = computeWorldProgress([
      visited('United States', 'Utah'),
      visited('USA', 'CA'),
      visited('United States', 'District of Columbia'),
      visited('France'),
      visited('czech republic'),
      visited('Puerto Rico'),
      visited('Kenya'),
      { status: 'planned', country: 'Japan', state: null },
      { status: 'wishlist', country: 'Peru', state: null },
      visited(''),
    ]);
    expect(progress).toEqual({
      countries: {
        visited: 4,
        total: 195,
        list: ['Czechia', 'France', 'Kenya', 'United States'],
        others: ['Puerto Rico'],
      },
      usStates: { visited: 3, total: 51, list: ['California', 'District of Columbia', 'Utah'] },
      continents: { visited: 3, total: 7, list: ['Africa', 'Europe', 'North America'] },
    });
  });

  it('counts a state named in full where no country is given, and the United States with it', () => {
    const progress = computeWorldProgress([visited('', 'Utah'), visited('', 'WA')]);
    expect(progress.countries.list).toEqual(['United States']);
    expect(progress.usStates.list).toEqual(['Utah']);
    expect(progress.continents.list).toEqual(['North America']);
  });

  it('does not count a state outside the United States', () => {
    expect(computeWorldProgress([visited('Australia', 'WA')]).usStates.visited).toBe(0);
    expect(computeWorldProgress([]).countries).toEqual({ visited: 0, total: 195, list: [], others: [] });
  });
});
