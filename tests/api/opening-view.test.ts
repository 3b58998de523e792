import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectErrorShape } from '../helpers/forms';
import { clientWithPages, createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

const SPEC_VIEW = [39.8283, -98.5795, 5];

const place = (name: string, latitude: number, longitude: number, isPrivate = false) => ({
  name,
  type: 'city',
  status: 'visited',
  country: 'Somewhere',
  latitude,
  longitude,
  isPrivate,
});

describe.each(ENGINES)('the home map opening view setting on $name', ({ name: engine }) => {
  let t: TestApp;
  let cookie: string;
  // Pages too: the home page carries the ready view.
  let client: ReturnType<typeof clientWithPages>;
  beforeAll(() => {
    client = clientWithPages();
  });
  afterAll(() => client.remove());
  beforeEach(async () => {
    t = await createTestApp(engine, {}, { clientDir: client.dir });
    cookie = await t.login();
  });
  afterEach(() => t.close());

  const site = async () => (await t.request({ method: 'GET', url: '/api/site' })).json();
  const patch = (payload: object, withCookie = true) =>
    t.request({ method: 'PATCH', url: '/api/site', payload, ...(withCookie ? { cookie } : {}) });
  const create = async (payload: object) => {
    const response = await t.request({ method: 'POST', url: '/api/locations', cookie, payload });
    expect(response.statusCode, response.body).toBe(201);
  };

  it("opens on the spec's centre and zoom until the owner chooses", async () => {
    expect(await site()).toMatchObject({ openingView: 'spec', view: SPEC_VIEW });
  });

  it('fits the public places, and follows a new place', async () => {
    await create(place('Reykjavik', 64.1466, -21.9426));
    await create(place('Sydney', -33.8688, 151.2093));
    await create(place('Lima', -12.0464, -77.0428));
    await create(place('Secret base', -75, 170, true));
    const saved = await patch({ openingView: 'fit' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ openingView: 'fit', view: [-33.8688, -77.0428, 64.1466, 151.2093] });
    expect((await site()).view).toEqual([-33.8688, -77.0428, 64.1466, 151.2093]);
    await create(place('Anchorage', 61.2181, -149.9003));
    expect((await site()).view).toEqual([-33.8688, -149.9003, 64.1466, 151.2093]);
  });

  it("fits nothing without public places: the spec's view", async () => {
    await create(place('Secret base', -75, 170, true));
    expect((await patch({ openingView: 'fit' })).json()).toMatchObject({ view: SPEC_VIEW });
  });

  it('keeps a view the owner set, and goes back to the spec', async () => {
    const saved = await patch({
      openingView: 'set',
      openingLatitude: 48.8566,
      openingLongitude: 2.3522,
      openingZoom: 6,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await site()).toMatchObject({ openingView: 'set', view: [48.8566, 2.3522, 6] });
    await patch({ openingView: 'spec' });
    expect(await site()).toMatchObject({ openingView: 'spec', view: SPEC_VIEW });
  });

  it('refuses a bad view naming the field, and stores nothing', async () => {
    const before = await site();
    const set = { openingView: 'set', openingLatitude: 10, openingLongitude: 10, openingZoom: 4 };
    const cases: [Record<string, unknown>, string][] = [
      [{ openingView: 'world' }, 'openingView'],
      [{ ...set, openingLatitude: 90.5 }, 'openingLatitude'],
      [{ ...set, openingLatitude: -91 }, 'openingLatitude'],
      [{ ...set, openingLongitude: 180.01 }, 'openingLongitude'],
      [{ ...set, openingLongitude: -181 }, 'openingLongitude'],
      [{ ...set, openingZoom: 19 }, 'openingZoom'],
      [{ ...set, openingZoom: -1 }, 'openingZoom'],
      [{ ...set, openingZoom: 2.5 }, 'openingZoom'],
      [{ ...set, openingZoom: '5' }, 'openingZoom'],
      [{ ...set, openingLatitude: 'north' }, 'openingLatitude'],
      [{ openingView: 'set' }, 'openingLatitude'],
      [{ openingView: 'set', openingLatitude: 10, openingLongitude: 10 }, 'openingZoom'],
    ];
    for (const [body, field] of cases) {
      const error = expectErrorShape(await patch(body), 400, 'invalid_input');
      expect(error.fields, JSON.stringify(body)).toHaveProperty(field);
    }
    expect(await site()).toEqual(before);
  });

  it('is the owner’s alone to change', async () => {
    const before = await site();
    expectErrorShape(await patch({ openingView: 'fit' }, false), 401, 'unauthorized');
    expect(await site()).toEqual(before);
  });

  it("writes the ready view into the home page for the map's first paint", async () => {
    await create(place('Reykjavik', 64.1466, -21.9426));
    await create(place('Sydney', -33.8688, 151.2093));
    const home = async () => (await t.request({ method: 'GET', url: '/' })).body;
    expect(await home()).toContain('<meta name="fru-view" content="39.8283,-98.5795,5">');
    await patch({ openingView: 'fit' });
    expect(await home()).toContain('<meta name="fru-view" content="-33.8688,-21.9426,64.1466,151.2093">');
    // The home page in another language opens on the same view.
    const spanish = (await t.request({ method: 'GET', url: '/es/' })).body;
    expect(spanish).toContain('<html lang="es"');
    expect(spanish).toContain('<meta name="fru-view" content="-33.8688,-21.9426,64.1466,151.2093">');
  });
});
