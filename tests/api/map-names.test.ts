import { brotliDecompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeMapData, lacksNames, type MapDataWire, type MapNamesWire } from '../../src/shared/map-data';
import { withNames } from '../../src/shared/map-names';
import { owner, ZION, type Owner } from '../helpers/archive';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

// Issue 19: a visitor's map data leaves the names out (half its bytes; the first paint does not need
// them); GET /api/locations/map/names gives them by id, cached and versioned like the map data.

describe.each(ENGINES)('map names on $name', ({ name: engine }) => {
  let t: TestApp;
  let o: Owner;
  beforeEach(async () => {
    t = await createTestApp(engine);
    o = owner(t, await t.login());
  });
  afterEach(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.request({ method: 'GET', url, headers });
  const visitorPlaces = async () => {
    const map = decodeMapData((await get('/api/locations/map')).json<MapDataWire>());
    expect(lacksNames(map)).toBe(map.length > 0);
    const names = (await get('/api/locations/map/names')).json<MapNamesWire>();
    return withNames(map, names).places.map((place) => [place.id, place.name, place.country]);
  };

  it("a visitor's map data carries no names; the names resource puts them on the right places", async () => {
    const zion = await o.create({ ...ZION, name: 'Zion <b>Canyon</b>' });
    const rome = await o.create({ ...ZION, name: 'Rome', latitude: 41.9, longitude: 12.5, country: 'Italy' });
    const map = await get('/api/locations/map');
    expect(map.body).not.toContain('Zion');
    expect(map.body).not.toContain('Rome');
    expect(await visitorPlaces()).toEqual([
      [zion.id, 'Zion <b>Canyon</b>', 'United States'],
      [rome.id, 'Rome', 'Italy'],
    ]);
  });

  it('follows a rename and a delete, answers 304 to its own ETag only, and is sent compressed', async () => {
    const zion = await o.create(ZION);
    const rome = await o.create({ ...ZION, name: 'Rome', latitude: 41.9, longitude: 12.5, country: 'Italy' });
    const first = await get('/api/locations/map/names');
    const etag = first.headers.etag as string;
    expect((await get('/api/locations/map/names', { 'if-none-match': etag })).statusCode).toBe(304);

    expect((await o.patch(rome.id, { name: 'Roma' })).statusCode).toBe(200);
    expect((await get('/api/locations/map/names', { 'if-none-match': etag })).statusCode).toBe(200);
    expect(await visitorPlaces()).toEqual([
      [zion.id, ZION.name, 'United States'],
      [rome.id, 'Roma', 'Italy'],
    ]);
    expect((await o.remove(zion.id)).statusCode).toBe(204);
    expect(await visitorPlaces()).toEqual([[rome.id, 'Roma', 'Italy']]);

    const compressed = await get('/api/locations/map/names', { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    const text = brotliDecompressSync(compressed.rawPayload).toString();
    expect(JSON.parse(text)).toMatchObject({ count: 1, name: ['Roma'] });
  });
});
