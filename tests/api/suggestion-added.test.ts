import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshAddress, ownerList } from '../helpers/forms';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

interface Suggestion {
  id: string;
  placeName: string;
  read: boolean;
  addedLocationId: number | null;
}

describe.each(ENGINES)('a suggestion turned into a place on $name', ({ name: engine }) => {
  let t: TestApp;
  let cookie: string;
  beforeEach(async () => {
    t = await createTestApp(engine);
    cookie = await t.login();
  });
  afterEach(() => t.close());

  const suggest = async (placeName: string) => {
    const response = await t.request({
      method: 'POST',
      url: '/api/suggestions',
      payload: { placeName, website: '' },
      remoteAddress: freshAddress(),
    });
    return (response.json() as { id: string }).id;
  };
  const createPlace = async (name: string) => {
    const response = await t.request({
      method: 'POST',
      url: '/api/locations',
      cookie,
      payload: { name, latitude: 44.8654, longitude: 15.582 },
    });
    expect(response.statusCode).toBe(201);
    return (response.json() as { id: number }).id;
  };
  const added = (id: string, payload: unknown, withCookie = true) =>
    t.request({
      method: 'POST',
      url: `/api/suggestions/${id}/added`,
      payload: payload as object,
      ...(withCookie ? { cookie } : {}),
    });
  const list = async () => (await ownerList(t, cookie, '/api/suggestions')) as Suggestion[];

  it('links the suggestion to the place, marks it read, and unlinks it when the place is purged', async () => {
    const id = await suggest('Plitvice Lakes');
    expect((await list())[0]).toMatchObject({ id, read: false, addedLocationId: null });
    const place = await createPlace('Plitvice Lakes National Park');
    expect((await added(id, { locationId: place })).statusCode).toBe(204);
    expect((await list())[0]).toMatchObject({ id, read: true, addedLocationId: place });

    // To the trash and purged for good: the suggestion no longer points at a place.
    expect((await t.request({ method: 'DELETE', url: `/api/locations/${place}`, cookie })).statusCode).toBe(
      204,
    );
    const purge = await t.request({ method: 'DELETE', url: `/api/trash/${place}`, cookie });
    expect(purge.statusCode).toBe(204);
    expect((await list())[0]?.addedLocationId).toBeNull();
  });

  it('refuses a visitor, an unknown suggestion and a place that does not exist or is in the trash', async () => {
    const id = await suggest('Mont Saint-Michel');
    const place = await createPlace('Mont-Saint-Michel');
    expect((await added(id, { locationId: place }, false)).statusCode).toBe(401);
    const unknown = await added('00000000-0000-4000-8000-000000000000', { locationId: place });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('That suggestion was not found.');
    const missing = await added(id, { locationId: place + 1000 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({
      message: 'That place does not exist.',
      fields: { locationId: 'No place has this id' },
    });
    expect((await t.request({ method: 'DELETE', url: `/api/locations/${place}`, cookie })).statusCode).toBe(
      204,
    );
    expect((await added(id, { locationId: place })).statusCode).toBe(400);
    expect((await list())[0]).toMatchObject({ read: false, addedLocationId: null });
  });

  it('any body that is not {locationId: a place id} gets a 400 in words and changes nothing', async () => {
    const id = await suggest('Zion');
    const place = await createPlace('Zion National Park');
    const before = await list();
    const badBody = fc.oneof(
      fc.constant({}),
      fc.record({
        locationId: fc.oneof(fc.string(), fc.boolean(), fc.constant(null), fc.double({ noInteger: true })),
      }),
      fc.record({ locationId: fc.integer({ max: 0 }) }),
      // An extra key the JSON keeps (an undefined one would vanish and leave a good body).
      fc.record({
        locationId: fc.constant(place),
        extra: fc.anything().filter((value) => value !== undefined),
      }),
      fc.array(fc.integer()),
    );
    await fc.assert(
      fc.asyncProperty(badBody, async (body) => {
        const response = await added(id, body);
        expect(response.statusCode).toBe(400);
        const { error } = response.json() as { error: { message: string } };
        expect(error.message.length).toBeGreaterThan(0);
        expect(response.body).not.toMatch(/select|sqlite|postgres|stack/i);
      }),
      { numRuns: 40 },
    );
    expect(await list()).toEqual(before);
  });
});
