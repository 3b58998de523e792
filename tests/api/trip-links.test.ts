import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Location } from '../../src/shared/location';
import type { Trip, TripCard, TripLink } from '../../src/shared/trips/trip-schema';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';
import { oneDay, tripCalls, type TripCalls } from '../helpers/trip-owner';

// Issue 38: share links, and what a visitor never learns. A link opens an unlisted or private trip
// until it is revoked or expires (then 410); a token that never was is 404. Unlisted and private
// trips, and private places inside public trips, leak nowhere a visitor can read.

const SECRET = 'Secret Cabin Stop';
const SECRET_COUNTRY = 'Hiddenland';
const UNKNOWN_TOKEN = 'A'.repeat(43);

describe.each(ENGINES)('share links and private trips on $name', ({ name: engine }) => {
  let t: TestApp;
  let cookie: string;
  let trips: TripCalls;
  let shown: Location[];
  beforeEach(async () => {
    t = await createTestApp(engine);
    cookie = await t.login();
    trips = tripCalls(t, cookie);
    shown = [await trips.place({ country: 'Japan' }), await trips.place({ country: 'Japan' })];
  });
  afterEach(() => t.close());

  const visitor = (url: string) => t.request({ method: 'GET', url });
  const shownIds = () => shown.map((place) => place.id);

  it('makes, lists and revokes links; a revoked link answers 410, an unknown one 404', async () => {
    const trip = await trips.made({
      title: 'Friends only',
      visibility: 'unlisted',
      days: oneDay(...shownIds()),
    });
    const link = await trips.link(trip.id, { name: 'For Ana' });
    expect(link).toMatchObject({ name: 'For Ana', state: 'active', expiresAt: null, revokedAt: null });
    expect(link.path).toBe(`/t/${link.token}`);
    const other = await trips.link(trip.id);
    expect((await trips.links(trip.id)).json<TripLink[]>().map((l) => l.id)).toEqual([other.id, link.id]);

    const opened = await trips.shared(link.token);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['x-robots-tag']).toBe('noindex');
    expect(opened.json<Trip>()).toMatchObject({ id: trip.id, title: 'Friends only', stopCount: 2 });

    const revoked = await trips.revoke(trip.id, link.id);
    expect(revoked.json<TripLink>()).toMatchObject({ state: 'revoked', revokedAt: expect.any(String) });
    const gone = await trips.shared(link.token);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().error).toMatchObject({ code: 'gone', message: expect.stringContaining('revoked') });
    expect((await trips.shared(other.token)).statusCode).toBe(200);

    const unknown = await trips.shared(UNKNOWN_TOKEN);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('not_found');
    expect((await trips.revoke(trip.id, 2_000_000)).statusCode).toBe(404);
  });

  it('a link that expires answers 410 from then on', async () => {
    const trip = await trips.made({ title: 'Brief', visibility: 'private', days: oneDay(...shownIds()) });
    const past = await t.request({
      method: 'POST',
      url: `/api/trips/${trip.id}/links`,
      cookie,
      payload: { expiresAt: new Date(Date.now() - 1000).toISOString() },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields).toEqual({ expiresAt: 'Expiry must be in the future' });

    const link = await trips.link(trip.id, { expiresAt: new Date(Date.now() + 1500).toISOString() });
    expect((await trips.shared(link.token)).statusCode).toBe(200);
    let status = 200;
    for (let tries = 0; status === 200 && tries < 100; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      status = (await trips.shared(link.token)).statusCode;
    }
    expect(status).toBe(410);
    expect((await trips.links(trip.id)).json<TripLink[]>()[0]!.state).toBe('expired');
  });

  it('a trip in the trash is gone for its links, and back with it', async () => {
    const trip = await trips.made({ title: 'Away', visibility: 'unlisted', days: oneDay(...shownIds()) });
    const link = await trips.link(trip.id);
    await trips.remove(trip.id);
    expect((await trips.shared(link.token)).statusCode).toBe(410);
    await trips.restore(trip.id);
    expect((await trips.shared(link.token)).statusCode).toBe(200);
  });

  it('unlisted and private trips reach a visitor nowhere but through their links', async () => {
    const [a] = shownIds();
    const unlisted = await trips.made({ title: 'Unlisted trip', visibility: 'unlisted', days: oneDay(a!) });
    const hidden = await trips.made({ title: 'Private trip', visibility: 'private', days: oneDay(a!) });
    const open = await trips.made({ title: 'Public trip', visibility: 'public', days: oneDay(a!) });
    const missing = await visitor(`/api/trips/${hidden.id + 1000}`);
    for (const trip of [unlisted, hidden]) {
      const response = await visitor(`/api/trips/${trip.id}`);
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(missing.body);
    }
    for (const url of ['/api/trips', `/api/locations/${a}/trips`]) {
      const response = await visitor(url);
      expect(response.json<TripCard[]>().map((card) => card.id)).toEqual([open.id]);
      expect(response.body).not.toContain('Unlisted trip');
      expect(response.body).not.toContain('Private trip');
    }
    // The owner sees them all.
    expect((await trips.list()).json<TripCard[]>()).toHaveLength(3);
    const link = await trips.link(hidden.id);
    expect((await trips.shared(link.token)).json<Trip>().title).toBe('Private trip');
  });

  it('a private place inside a public trip leaks nowhere: visitors read the same bytes as without it', async () => {
    const [a, b] = shownIds();
    const secret = await trips.place({ name: SECRET, country: SECRET_COUNTRY, isPrivate: true });
    const trip = await trips.made({
      title: 'Open road',
      visibility: 'public',
      days: [
        { stops: [{ placeId: a }, { placeId: secret.id, note: 'the cabin' }] },
        { stops: [{ placeId: b }] },
      ],
    });
    const link = await trips.link(trip.id);
    const owners = (await trips.get(trip.id)).json<Trip>();
    expect(owners.stopCount).toBe(3);
    expect(owners.countries).toEqual(['Japan', SECRET_COUNTRY]);

    const urls = [
      '/api/trips',
      `/api/trips/${trip.id}`,
      `/api/locations/${a}/trips`,
      `/api/locations/${secret.id}/trips`,
      `/api/shared-trips/${link.token}`,
    ];
    const view = () =>
      Promise.all(
        urls.map(async (url) => {
          const response = await visitor(url);
          return { url, status: response.statusCode, etag: response.headers.etag, body: response.body };
        }),
      );
    const withPrivate = await view();
    for (const { body } of withPrivate) {
      expect(body).not.toContain(SECRET);
      expect(body).not.toContain(SECRET_COUNTRY);
      expect(body).not.toContain('the cabin');
      expect(body).not.toContain(`"placeId":${secret.id}`);
    }
    expect(JSON.parse(withPrivate[1]!.body)).toMatchObject({ stopCount: 2, countries: ['Japan'] });

    // The place gone for good: what a visitor reads is the same, byte for byte.
    await t.request({ method: 'DELETE', url: `/api/locations/${secret.id}`, cookie });
    await t.request({ method: 'DELETE', url: `/api/trash/${secret.id}`, cookie });
    expect(await view()).toEqual(withPrivate);
  });
});
