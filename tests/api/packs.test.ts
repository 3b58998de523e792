import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Pack, PackList, PackPublic } from '../../src/shared/packs/pack-schema';
import { packCalls, SECRET } from '../helpers/pack-world';
import { startStripeStandIn, type StripeStandIn } from '../helpers/stripe-stand-in';
import { buildApp } from '../../src/server/app';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';
import type { TripRoute } from '../../src/shared/trips/trip-schema';

const ifMatch = (pack: Pack) => ({ 'if-match': `"${pack.version}"` });

describe.each(ENGINES)(
  'trip packs, the owner and visitors, on $name (no Stripe keys)',
  ({ name: engine }) => {
    let t: TestApp;
    let cookie: string;
    let calls: ReturnType<typeof packCalls>;

    beforeEach(async () => {
      t = await createTestApp(engine);
      cookie = await t.login();
      calls = packCalls(t, cookie);
    });
    afterEach(() => t.close());

    it('makes a draft from a trip, edits it with If-Match, releases, puts it on sale and retires it', async () => {
      const trip = await calls.trip();
      const created = await t.request({
        method: 'POST',
        url: '/api/packs',
        cookie,
        payload: { tripId: trip.id, price: 3900, included: ['GPS coordinates', 'Photo spots'] },
      });
      expect(created.statusCode, created.body).toBe(201);
      const draft = created.json<Pack>();
      expect(draft).toMatchObject({
        tripId: trip.id,
        tripTitle: 'Japan by rail',
        title: 'Japan by rail',
        slug: 'japan-by-rail',
        description: 'Two days from Tokyo to Kyoto.',
        priceLabel: '$39.00',
        status: 'draft',
        releases: [],
        version: 1,
      });
      expect(created.headers.etag).toBe('"1"');
      // A visitor does not see a draft; the owner previews it as a buyer would.
      expect((await t.request({ method: 'GET', url: `/api/packs/${draft.id}` })).statusCode).toBe(404);
      expect((await t.request({ method: 'GET', url: `/api/packs/${draft.id}`, cookie })).statusCode).toBe(
        200,
      );

      const edited = await calls.owner<Pack>(
        'PATCH',
        `/api/packs/${draft.id}`,
        { price: 4900, currency: 'eur' },
        ifMatch(draft),
      );
      expect(edited).toMatchObject({ price: 4900, currency: 'eur', priceLabel: '€49.00', version: 2 });
      const stale = await t.request({
        method: 'PATCH',
        url: `/api/packs/${draft.id}`,
        cookie,
        payload: { title: 'Lost edit' },
        headers: ifMatch(draft),
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().error.current).toMatchObject({ price: 4900, version: 2 });

      const onSale = await calls.owner<Pack>(
        'POST',
        `/api/packs/${draft.id}/on-sale`,
        undefined,
        ifMatch(edited),
      );
      expect(onSale.status).toBe('on_sale');
      expect(onSale.releases).toMatchObject([{ number: 1, note: 'First release' }]);
      const list = (await t.request({ method: 'GET', url: '/api/packs' })).json<PackList>();
      expect(list.checkoutAvailable).toBe(false);
      expect(list.checkoutMessage).toBe('Trip packs are not on sale yet.');
      expect(list.packs.map((card) => [card.id, card.dayCount, card.stopCount])).toEqual([[draft.id, 2, 5]]);

      const v2 = await calls.owner<Pack>(
        'POST',
        `/api/packs/${draft.id}/releases`,
        { note: 'A new stop in Nara' },
        ifMatch(onSale),
      );
      expect(v2.releases.map((release) => [release.number, release.note])).toEqual([
        [1, 'First release'],
        [2, 'A new stop in Nara'],
      ]);
      const retired = await calls.owner<Pack>(
        'POST',
        `/api/packs/${draft.id}/retire`,
        undefined,
        ifMatch(v2),
      );
      expect(retired.status).toBe('retired');
      expect((await t.request({ method: 'GET', url: '/api/packs' })).json<PackList>().packs).toEqual([]);
      expect((await t.request({ method: 'GET', url: `/api/packs/${draft.id}` })).statusCode).toBe(404);
    });

    it('a price is a whole number of cents from 50 to 1,000,000', async () => {
      const trip = await calls.trip();
      const tryPrice = (price: unknown) =>
        t.request({ method: 'POST', url: '/api/packs', cookie, payload: { tripId: trip.id, price } });
      for (const bad of [0, -100, 49, 1_000_001, 39.5, '3900', null]) {
        const response = await tryPrice(bad);
        expect(response.statusCode, String(bad)).toBe(400);
        expect(response.json().error.fields).toHaveProperty('price');
      }
      for (const good of [50, 19_900, 1_000_000]) expect((await tryPrice(good)).statusCode).toBe(201);
      const missing = await t.request({
        method: 'POST',
        url: '/api/packs',
        cookie,
        payload: { tripId: 999_999, price: 3900 },
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.fields).toHaveProperty('tripId');
    });

    it('a price below Stripe’s least charge in its currency is refused, on making and on editing', async () => {
      const trip = await calls.trip();
      const make = (payload: object) =>
        t.request({ method: 'POST', url: '/api/packs', cookie, payload: { tripId: trip.id, ...payload } });
      const low = await make({ price: 250, currency: 'sek' });
      expect(low.statusCode).toBe(400);
      expect(low.json().error.fields.price).toMatch(/at least SEK\s3\.00/);
      expect((await make({ price: 300, currency: 'sek' })).statusCode).toBe(201);
      expect((await make({ price: 250, currency: 'dkk' })).statusCode).toBe(201);
      const dollars = (await make({ price: 100, currency: 'usd' })).json<Pack>();
      const patch = (payload: object) =>
        t.request({
          method: 'PATCH',
          url: `/api/packs/${dollars.id}`,
          cookie,
          headers: ifMatch(dollars),
          payload,
        });
      const toKronor = await patch({ currency: 'nok' });
      expect(toKronor.statusCode).toBe(400);
      expect(toKronor.json().error.message).toMatch(/at least NOK\s3\.00/);
      const kept = await t.request({ method: 'GET', url: `/api/packs/${dollars.id}`, cookie });
      expect(kept.json<Pack>()).toMatchObject({ price: 100, currency: 'usd' });
      expect((await patch({ currency: 'nok', price: 300 })).statusCode).toBe(200);
    });

    it.each([
      ['first_day', {}, 3],
      ['first_stops', { previewKind: 'first_stops', previewStops: 2 }, 2],
    ] as const)('the %s preview sends nothing past it, byte for byte', async (_kind, body, shown) => {
      const pack = await calls.onSale(body);
      const page = await t.request({ method: 'GET', url: `/api/packs/${pack.id}` });
      expect(page.statusCode).toBe(200);
      const preview = page.json<PackPublic>().preview;
      expect(preview.days.flatMap((day) => day.stops)).toHaveLength(shown);
      expect(preview.hiddenStops).toBe(5 - shown);
      const visitorBytes = [page.body, (await t.request({ method: 'GET', url: '/api/packs' })).body].join(
        '\n',
      );
      for (const secret of [SECRET.dayTwoTitle, SECRET.dayTwoNotes, SECRET.stopNote, SECRET.placeName])
        expect(visitorBytes).not.toContain(secret);
      if (shown < 3) expect(visitorBytes).not.toContain(SECRET.dayOneLateNote);
      // The trip is private: its own page stays closed.
      expect((await t.request({ method: 'GET', url: `/api/trips/${pack.tripId}` })).statusCode).toBe(404);
      // The preview's map: legs between its own stops, none towards Kyoto (longitude 135.7…).
      const route = await t.request({ method: 'GET', url: `/api/packs/${pack.id}/route?zoom=8` });
      expect(route.statusCode, route.body).toBe(200);
      const legs = route.json<TripRoute>().features;
      expect(legs.map((leg) => leg.properties.kind)).toEqual(Array(shown - 1).fill('leg'));
      expect(legs.flatMap((leg) => leg.geometry.coordinates).every(([longitude]) => longitude > 139)).toBe(
        true,
      );
    });

    it('without STRIPE_SECRET_KEY, Buy answers 503 saying packs are not on sale yet, nothing stored', async () => {
      const pack = await calls.onSale();
      const response = await t.request({ method: 'POST', url: `/api/packs/${pack.id}/checkout` });
      expect(response.statusCode).toBe(503);
      expect(response.json().error).toMatchObject({
        code: 'checkout_unavailable',
        message: 'Trip packs are not on sale yet.',
      });
      expect(
        (await t.request({ method: 'GET', url: `/api/packs/${pack.id}` })).json<PackPublic>(),
      ).toMatchObject({
        checkoutAvailable: false,
        checkoutMessage: 'Trip packs are not on sale yet.',
      });
      // Without STRIPE_WEBHOOK_SECRET the webhook takes nothing.
      const webhook = await t.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        payload: '{}',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      });
      expect(webhook.statusCode).toBe(503);
    });

    it('asking for library links again answers the same whether or not the address bought', async () => {
      const ask = (email: string) =>
        t.request({ method: 'POST', url: '/api/library/resend', payload: { email } });
      const first = await ask('never-bought@example.com');
      const second = await ask('someone-else@example.com');
      expect([first.statusCode, second.statusCode]).toEqual([202, 202]);
      expect(first.body).toBe(second.body);
      const bad = await ask('not an address');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields).toHaveProperty('email');
      const requests = await t.database.db
        .selectFrom('libraryRequests')
        .select(['email', 'reason'])
        .execute();
      expect(requests).toEqual([
        { email: 'never-bought@example.com', reason: 'resend' },
        { email: 'someone-else@example.com', reason: 'resend' },
      ]);
    });

    it('owner routes refuse a visitor', async () => {
      for (const url of [
        '/api/packs/manage',
        '/api/packs/orders',
        '/api/packs/orders.csv',
        '/api/packs/sales',
      ])
        expect((await t.request({ method: 'GET', url })).statusCode, url).toBe(401);
    });
  },
);

describe.each(ENGINES)('trip packs with one of the two Stripe keys, on $name', ({ name: engine }) => {
  let stripe: StripeStandIn;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
  });
  afterAll(() => stripe.close());

  // A payment the webhook could never turn into an order: Buy is not offered until both keys are set.
  it.each(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const)(
    'with only %s, checkout is unavailable and Buy answers 503, nothing sent to Stripe',
    async (key) => {
      const t = await createTestApp(engine, { [key]: stripe.env[key], STRIPE_API_BASE: stripe.url });
      try {
        const calls = packCalls(t, await t.login());
        const pack = await calls.onSale();
        const unavailable = { checkoutAvailable: false, checkoutMessage: 'Trip packs are not on sale yet.' };
        expect((await t.request({ method: 'GET', url: '/api/packs' })).json<PackList>()).toMatchObject(
          unavailable,
        );
        expect(
          (await t.request({ method: 'GET', url: `/api/packs/${pack.id}` })).json<PackPublic>(),
        ).toMatchObject(unavailable);
        const before = stripe.calls.length;
        const response = await t.request({ method: 'POST', url: `/api/packs/${pack.id}/checkout` });
        expect(response.statusCode, response.body).toBe(503);
        expect(response.json().error).toMatchObject({
          code: 'checkout_unavailable',
          message: 'Trip packs are not on sale yet.',
        });
        expect(stripe.calls.length).toBe(before);
      } finally {
        await t.close();
      }
    },
  );

  it.each([
    ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
    ['STRIPE_WEBHOOK_SECRET', 'STRIPE_SECRET_KEY'],
  ] as const)('with only %s, start logs one warning naming %s and goes on', async (key, missing) => {
    const t = await createTestApp(engine, { [key]: stripe.env[key] });
    const lines: { level: number; msg: string }[] = [];
    const stream = { write: (line: string) => void lines.push(JSON.parse(line)) };
    const { app } = await buildApp({
      database: t.database,
      config: t.config,
      logger: { level: 'warn', stream },
    });
    try {
      await app.ready();
      const stripeLines = lines.filter((line) => line.msg.includes('STRIPE_'));
      expect(stripeLines).toEqual([expect.objectContaining({ level: 40 })]);
      expect(stripeLines[0]!.msg).toMatch(new RegExp(`^${missing} is not set`));
    } finally {
      await app.close();
      await t.close();
    }
  });
});
