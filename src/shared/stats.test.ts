import { describe, expect, it } from 'vitest';
import { computeWorldProgress } from './geo/world-progress';
import { computeStats, monthsOfYear, yearsWithVisits, type StatsPlace } from './stats';

let nextId = 1;
const place = (over: Partial<StatsPlace>): StatsPlace => {
  const id = nextId++;
  return {
    id,
    type: 'city',
    status: 'visited',
    country: 'United States',
    state: null,
    visitedAt: null,
    createdAt: `2025-01-01T00:00:00.${String(id).padStart(3, '0')}Z`,
    ...over,
  };
};

describe('computeStats', () => {
  it('is all zeros and empty lists without places', () => {
    expect(computeStats([])).toEqual({
      totalVisited: 0,
      totalPlanned: 0,
      totalLocations: 0,
      countriesVisited: 0,
      statesVisited: 0,
      progress: 0,
      typeBreakdown: [],
      topTypes: [],
      recentlyAdded: [],
      countries: [],
      states: [],
      monthlyVisits: [],
    });
  });

  it('groups planned and wishlist, and rounds progress to a percent', () => {
    const stats = computeStats([place({}), place({ status: 'planned' }), place({ status: 'wishlist' })]);
    expect(stats).toMatchObject({ totalVisited: 1, totalPlanned: 2, totalLocations: 3, progress: 33 });
    expect(computeStats([place({}), place({}), place({ status: 'planned' })]).progress).toBe(67);
  });

  it('counts countries (US spellings as one) and US states of visited places only; states only in the USA and among the 51', () => {
    const stats = computeStats([
      place({ country: 'United States', state: 'Utah' }),
      place({ country: 'USA', state: 'Utah' }),
      place({ country: 'United States', state: 'District of Columbia' }),
      place({ country: 'United States', state: 'Puerto Rico' }),
      place({ country: 'Mexico', state: 'Utah' }),
      place({ country: 'France', status: 'planned' }),
      place({ country: '  ' }),
    ]);
    expect(stats.countries).toEqual([
      { country: 'United States', count: 4 },
      { country: 'Mexico', count: 1 },
    ]);
    expect(stats.countriesVisited).toBe(2);
    expect(stats.states).toEqual([
      { state: 'Utah', count: 2 },
      { state: 'District of Columbia', count: 1 },
    ]);
    expect(stats.statesVisited).toBe(2);
  });

  it('counts countries and US states in any spelling once, as world progress does', () => {
    const places = [
      place({ country: 'Czechia' }),
      place({ country: 'Czech Republic' }),
      place({ country: 'USA', state: 'CA' }),
      place({ country: 'United States', state: 'California' }),
      place({ country: 'United States of America', state: 'ny' }),
      place({ country: '', state: 'Utah' }),
      place({ country: 'Canada', status: 'planned' }),
    ];
    const stats = computeStats(places);
    expect(stats.countries).toEqual([
      { country: 'United States', count: 4 },
      { country: 'Czechia', count: 2 },
    ]);
    expect(stats.states).toEqual([
      { state: 'California', count: 2 },
      { state: 'New York', count: 1 },
      { state: 'Utah', count: 1 },
    ]);
    const progress = computeWorldProgress(places);
    expect(stats.countriesVisited).toBe(progress.countries.visited);
    expect(stats.countries.map((c) => c.country).sort()).toEqual(progress.countries.list);
    expect(stats.statesVisited).toBe(progress.usStates.visited);
    expect(stats.states.map((s) => s.state).sort()).toEqual(progress.usStates.list);
  });

  it('ranks visited types by count (ties by type) and keeps the top five', () => {
    const types = [
      'museum',
      'beach',
      'beach',
      'city',
      'city',
      'city',
      'mountain',
      'landmark',
      'unesco',
      'zoo',
    ];
    const stats = computeStats([
      ...types.map((type) => place({ type })),
      place({ type: 'museum', status: 'planned' }),
    ]);
    expect(stats.typeBreakdown).toHaveLength(7);
    expect(stats.topTypes).toEqual([
      { type: 'city', count: 3 },
      { type: 'beach', count: 2 },
      { type: 'landmark', count: 1 },
      { type: 'mountain', count: 1 },
      { type: 'museum', count: 1 },
    ]);
  });

  it('lists the five newest visited places by createdAt, newest first', () => {
    const at = (day: number) => `2025-03-${String(day).padStart(2, '0')}T10:00:00.000Z`;
    const places = [3, 9, 1, 7, 5, 8, 2].map((day) => place({ createdAt: at(day) }));
    places.push(place({ createdAt: at(30), status: 'planned' }));
    expect(computeStats(places).recentlyAdded.map((p) => p.createdAt)).toEqual([
      at(9),
      at(8),
      at(7),
      at(5),
      at(3),
    ]);
  });

  it('counts visits per month of visitedAt, oldest first, for visited places only', () => {
    const stats = computeStats([
      place({ visitedAt: '2024-05-02' }),
      place({ visitedAt: '2024-05-31' }),
      place({ visitedAt: '2023-12-25' }),
      place({ visitedAt: '2024-07-04', status: 'planned' }),
      place({ visitedAt: null }),
    ]);
    expect(stats.monthlyVisits).toEqual([
      { month: '2023-12', count: 1 },
      { month: '2024-05', count: 2 },
    ]);
  });
});

describe('months for the chart', () => {
  const monthly = [
    { month: '2023-12', count: 1 },
    { month: '2024-05', count: 2 },
    { month: '2024-11', count: 4 },
  ];
  it('lists the years with visits, newest first', () => {
    expect(yearsWithVisits(monthly)).toEqual([2024, 2023]);
  });
  it('fills all twelve months of a year', () => {
    const months = monthsOfYear(monthly, 2024);
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ month: '2024-01', count: 0 });
    expect(months[4]).toEqual({ month: '2024-05', count: 2 });
    expect(months[10]).toEqual({ month: '2024-11', count: 4 });
    expect(months.reduce((sum, m) => sum + m.count, 0)).toBe(6);
  });
});
