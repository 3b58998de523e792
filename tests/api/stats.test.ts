import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

const at = (lat: number, lng: number) => ({ latitude: lat, longitude: lng });

// A small archive whose every figure is known.
const PLACES = [
  {
    name: 'Zion National Park',
    type: 'national-park',
    status: 'visited',
    country: 'United States',
    state: 'Utah',
    visitedAt: '2024-04-12',
    ...at(37.2982, -113.0263),
  },
  {
    name: 'Arches National Park',
    type: 'national-park',
    status: 'visited',
    country: 'USA',
    state: 'Utah',
    visitedAt: '2024-04-15',
    ...at(38.7331, -109.5925),
  },
  {
    name: 'Yosemite National Park',
    type: 'national-park',
    status: 'visited',
    country: 'United States',
    state: 'California',
    visitedAt: '2023-09-02',
    ...at(37.8651, -119.5383),
  },
  {
    name: 'Louvre Museum',
    type: 'museum',
    status: 'visited',
    country: 'France',
    visitedAt: '2023-09-20',
    ...at(48.8606, 2.3376),
  },
  { name: 'Kyoto', type: 'city', status: 'visited', country: 'Japan', ...at(35.0116, 135.7681) },
  {
    name: 'San Juan',
    type: 'city',
    status: 'visited',
    country: 'United States',
    state: 'Puerto Rico',
    visitedAt: '2022-01-03',
    photos: ['https://example.com/san-juan.jpg'],
    ...at(18.4655, -66.1057),
  },
  {
    name: 'Banff National Park',
    type: 'national-park',
    status: 'planned',
    country: 'Canada',
    ...at(51.4968, -115.9281),
  },
  { name: 'Machu Picchu', type: 'unesco', status: 'wishlist', country: 'Peru', ...at(-13.1631, -72.545) },
];

describe.each(ENGINES)('stats API on $name', ({ name: engine }) => {
  let t: TestApp;
  let cookie: string;
  beforeEach(async () => {
    t = await createTestApp(engine);
    cookie = await t.login();
  });
  afterEach(() => t.close());

  const create = async (payload: object) => {
    const response = await t.request({ method: 'POST', url: '/api/locations', cookie, payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const stats = async () => {
    const response = await t.request({ method: 'GET', url: '/api/stats' });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('answers zeros and empty lists for an empty archive', async () => {
    expect(await stats()).toEqual({
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
      trips: { count: 0, kilometresByMode: [], totalKm: 0, longest: null },
    });
  });

  it('computes every figure from the places', async () => {
    const created = [];
    for (const place of PLACES) created.push(await create(place));
    const body = await stats();
    // The copy's figures count as /stats does: 'USA' and 'United States' are one country.
    const site = await t.request({ method: 'GET', url: '/api/site' });
    expect(site.json().figures).toMatchObject({ places: '8', countries: '3' });
    expect(body).toMatchObject({
      totalVisited: 6,
      totalPlanned: 2,
      totalLocations: 8,
      countriesVisited: 3,
      statesVisited: 2,
      progress: 75,
      typeBreakdown: [
        { type: 'national-park', count: 3 },
        { type: 'city', count: 2 },
        { type: 'museum', count: 1 },
      ],
      topTypes: [
        { type: 'national-park', count: 3 },
        { type: 'city', count: 2 },
        { type: 'museum', count: 1 },
      ],
      countries: [
        { country: 'United States', count: 4 },
        { country: 'France', count: 1 },
        { country: 'Japan', count: 1 },
      ],
      states: [
        { state: 'Utah', count: 2 },
        { state: 'California', count: 1 },
      ],
      monthlyVisits: [
        { month: '2022-01', count: 1 },
        { month: '2023-09', count: 2 },
        { month: '2024-04', count: 2 },
      ],
    });
    // The five newest visited places, newest first, as full places (as a visitor receives them: no private notes).
    const visitedNewestFirst = created
      .filter((p) => p.status === 'visited')
      .reverse()
      .slice(0, 5)
      .map(({ privateNotes: _privateNotes, ...place }) => place);
    expect(body.recentlyAdded).toEqual(visitedNewestFirst);
    expect(body.recentlyAdded[0]).toMatchObject({
      name: 'San Juan',
      photos: ['https://example.com/san-juan.jpg'],
    });
    expect(body.recentlyAdded.map((p: { name: string }) => p.name)).not.toContain('Zion National Park');
  });

  it('shows a change at the next read and revalidates with its ETag', async () => {
    const zion = await create(PLACES[0]!);
    const first = await t.request({ method: 'GET', url: '/api/stats' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const unchanged = await t.request({
      method: 'GET',
      url: '/api/stats',
      headers: { 'if-none-match': etag },
    });
    expect(unchanged.statusCode).toBe(304);

    const patched = await t.request({
      method: 'PATCH',
      url: `/api/locations/${zion.id}`,
      cookie,
      payload: { status: 'planned' },
    });
    expect(patched.statusCode).toBe(200);
    const afterPatch = await t.request({
      method: 'GET',
      url: '/api/stats',
      headers: { 'if-none-match': etag },
    });
    expect(afterPatch.statusCode).toBe(200);
    expect(afterPatch.json()).toMatchObject({
      totalVisited: 0,
      totalPlanned: 1,
      progress: 0,
      statesVisited: 0,
      recentlyAdded: [],
    });

    const kyoto = await create(PLACES[4]!);
    expect(await stats()).toMatchObject({
      totalVisited: 1,
      totalLocations: 2,
      progress: 50,
      countries: [{ country: 'Japan', count: 1 }],
    });

    expect(
      (await t.request({ method: 'DELETE', url: `/api/locations/${kyoto.id}`, cookie })).statusCode,
    ).toBe(204);
    expect(await stats()).toMatchObject({ totalVisited: 0, totalLocations: 1, countriesVisited: 0 });
  });

  it('counts countries and US states in any spelling once, as world progress does', async () => {
    const city = (name: string, country: string, state: string | null, lat: number, lng: number) =>
      create({ name, type: 'city', status: 'visited', country, state, ...at(lat, lng) });
    await city('Prague', 'Czechia', null, 50.0755, 14.4378);
    await city('Brno', 'Czech Republic', null, 49.1951, 16.6068);
    await city('Los Angeles', 'USA', 'CA', 34.0522, -118.2437);
    await city('San Francisco', 'United States', 'California', 37.7749, -122.4194);
    await city('New York', 'United States of America', 'NY', 40.7128, -74.006);
    await city('Paris', 'France', null, 48.8566, 2.3522);

    const body = await stats();
    const progress = (await t.request({ method: 'GET', url: '/api/world-progress' })).json();
    expect(body).toMatchObject({
      countriesVisited: 3,
      statesVisited: 2,
      countries: [
        { country: 'United States', count: 3 },
        { country: 'Czechia', count: 2 },
        { country: 'France', count: 1 },
      ],
      states: [
        { state: 'California', count: 2 },
        { state: 'New York', count: 1 },
      ],
    });
    expect(progress.countries).toMatchObject({
      visited: 3,
      list: ['Czechia', 'France', 'United States'],
      others: [],
    });
    expect(progress.usStates).toMatchObject({ visited: 2, list: ['California', 'New York'] });
    // The two figures the statistics page shows side by side.
    expect(body.countriesVisited).toBe(progress.countries.visited);
    expect(body.statesVisited).toBe(progress.usStates.visited);
  });

  it('serves the figures compressed when asked', async () => {
    await create(PLACES[0]!);
    const response = await t.request({
      method: 'GET',
      url: '/api/stats',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});
