import { createHmac } from 'node:crypto';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Library } from '../../src/shared/packs/library-schema';
import type { OrderList, Sales } from '../../src/shared/packs/order-schema';
import type { Pack } from '../../src/shared/packs/pack-schema';
import type { Trip, TripRoute, TripStop } from '../../src/shared/trips/trip-schema';
import { packCalls } from '../helpers/pack-world';
import { startStripeStandIn, type StripeStandIn } from '../helpers/stripe-stand-in';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';
import { trackGpx } from '../helpers/track-gpx';

describe.each(ENGINES)('libraries, orders and sales on $name', ({ name: engine }) => {
  let stripe: StripeStandIn;
  let t: TestApp;
  let cookie: string;
  let calls: ReturnType<typeof packCalls>;
  let pack: Pack;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
  });
  afterAll(() => stripe.close());
  beforeEach(async () => {
    t = await createTestApp(engine, stripe.env);
    cookie = await t.login();
    calls = packCalls(t, cookie);
    pack = await calls.onSale();
  });
  afterEach(() => t.close());

  const open = async (token: string) => {
    const response = await t.request({ method: 'GET', url: `/api/library/${token}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Library>();
  };

  it('without SMTP, asking for the link again says no email will come, the same for every address', async () => {
    await calls.buy(stripe, pack.id, 'bought@example.com');
    const ask = (email: string) =>
      t.request({ method: 'POST', url: '/api/library/resend', payload: { email } });
    const bought = await ask('bought@example.com');
    const stranger = await ask('stranger@example.com');
    expect([bought.statusCode, stranger.statusCode]).toEqual([202, 202]);
    expect(bought.body).toBe(stranger.body);
    const { message } = bought.json<{ message: string }>();
    expect(message).not.toMatch(/on their way/);
    expect(message).toMatch(/does not send email/);
    expect(message).toMatch(/creator/);
  });

  it('download URLs are signed and short-lived: forged or expired answers 403', async () => {
    const { order } = await calls.buy(stripe, pack.id);
    const token = await calls.libraryToken(order.id);
    const gpx = (await open(token)).downloads.find((each) => each.format === 'gpx')!;
    const url = new URL(gpx.url, 'http://localhost');
    expect(Date.parse(gpx.expiresAt) - Date.now()).toBeLessThanOrEqual(15 * 60 * 1000);
    expect((await t.request({ method: 'GET', url: gpx.url })).statusCode).toBe(200);

    const forged = `${url.pathname}?expires=${Number(url.searchParams.get('expires')) + 3600}&sig=${url.searchParams.get('sig')}`;
    const refused = await t.request({ method: 'GET', url: forged });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      'This download link is not valid. Open your library again for a fresh one.',
    );
    // Another format with this format's signature.
    const otherFormat = gpx.url.replace('/files/gpx', '/files/kml');
    expect((await t.request({ method: 'GET', url: otherFormat })).statusCode).toBe(403);

    // Signed with the real key, but an hour ago.
    const { value } = await t.database.db.selectFrom('packSecrets').select('value').executeTakeFirstOrThrow();
    const past = Math.floor(Date.now() / 1000) - 3600;
    const sig = createHmac('sha256', Buffer.from(value, 'base64url'))
      .update(`${token}\ngpx\n${past}`)
      .digest('base64url');
    const expired = await t.request({ method: 'GET', url: `${url.pathname}?expires=${past}&sig=${sig}` });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().error.message).toBe(
      'This download link has expired. Open your library again for a fresh one.',
    );
    const missing = await t.request({ method: 'GET', url: url.pathname });
    expect(missing.statusCode).toBe(400);
  });

  it('the library lists its printable PDF once made, and it downloads with the release’s trip in it', async () => {
    const { order } = await calls.buy(stripe, pack.id);
    const token = await calls.libraryToken(order.id);
    // Opening the library starts the PDF; until it is made, the library does not list it.
    let library = await open(token);
    for (let tries = 0; !library.downloads.some((each) => each.format === 'pdf'); tries++) {
      expect(tries, 'the PDF was never listed').toBeLessThan(40);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      library = await open(token);
    }
    const pdf = library.downloads.find((each) => each.format === 'pdf')!;
    const file = await t.request({ method: 'GET', url: pdf.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${library.trip.slug}-v1.pdf"`);
    expect(file.headers['cache-control']).toBe('no-store');
    const bytes = new Uint8Array(file.rawPayload);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    expect(text).toContain(library.trip.title);
    // The same signature for another format answers 403, not this file.
    const other = await t.request({ method: 'GET', url: pdf.url.replace('/files/pdf', '/files/gpx') });
    expect(other.statusCode).toBe(403);
  });

  it('a buyer of v1 reads v2 once it is out, told that it is newer', async () => {
    const { order } = await calls.buy(stripe, pack.id);
    const token = await calls.libraryToken(order.id);
    const current = await calls.owner<Pack>('GET', `/api/packs/${pack.id}/manage`);
    await calls.owner('PATCH', `/api/trips/${pack.tripId}`, { title: 'Japan by rail, revised' });
    await calls.owner(
      'POST',
      `/api/packs/${pack.id}/releases`,
      { note: 'Revised title' },
      { 'if-match': `"${current.version}"` },
    );
    const library = await open(token);
    expect(library.order.releaseNumber).toBe(1);
    expect(library.release).toMatchObject({ number: 2, note: 'Revised title' });
    expect(library.releases.map((release) => release.number)).toEqual([1, 2]);
    expect(library.newerRelease).toBe(true);
    expect(library.trip.title).toBe('Japan by rail, revised');
  });

  it('a buyer of v1 reading v2 finds the new, changed and removed stops marked', async () => {
    const { order } = await calls.buy(stripe, pack.id);
    const token = await calls.libraryToken(order.id);
    expect((await open(token)).changes).toEqual({ stops: [], removed: [] });

    const trip = await calls.owner<Trip>('GET', `/api/trips/${pack.tripId}`);
    const nikko = await calls.place('Nikko', 36.72, 139.698);
    const [tokyo, shibuya, ueno] = trip.days[0]!.stops;
    const input = (stop: TripStop, note = stop.note) => ({
      placeId: stop.placeId,
      note,
      modeToNext: stop.modeToNext,
    });
    await calls.owner('PATCH', `/api/trips/${pack.tripId}`, {
      days: [
        // Tokyo as it was, Shibuya with a new note, Ueno gone, Nikko new; the second day as it was.
        {
          ...trip.days[0],
          stops: [input(tokyo!), input(shibuya!, 'Cross at rush hour.'), { placeId: nikko.id }],
        },
        { ...trip.days[1], stops: trip.days[1]!.stops.map((stop) => input(stop)) },
      ],
    });
    const current = await calls.owner<Pack>('GET', `/api/packs/${pack.id}/manage`);
    await calls.owner(
      'POST',
      `/api/packs/${pack.id}/releases`,
      { note: 'Nikko instead of Ueno' },
      { 'if-match': `"${current.version}"` },
    );
    const library = await open(token);
    expect(library.changes).toEqual({
      stops: [
        { day: 0, stop: 1, change: 'changed' },
        { day: 0, stop: 2, change: 'added' },
      ],
      removed: [ueno!.place.name],
    });
  });

  it("the library's map draws the release bought: its legs, then a track once a release has it", async () => {
    const { order } = await calls.buy(stripe, pack.id);
    const token = await calls.libraryToken(order.id);
    const routeOf = async () => {
      const response = await t.request({ method: 'GET', url: `/api/library/${token}/route?zoom=8` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<TripRoute>().features.map((feature) => feature.properties.kind);
    };
    // Five stops over two days: four legs, no track.
    expect(await routeOf()).toEqual(['leg', 'leg', 'leg', 'leg']);

    const track = await t.request({
      method: 'POST',
      url: `/api/trips/${pack.tripId}/tracks?day=0`,
      cookie,
      payload: trackGpx(200, { latitude: 35.68, longitude: 139.77 }),
      headers: { 'content-type': 'application/gpx+xml', 'x-file-name': 'tokyo.gpx' },
    });
    expect(track.statusCode, track.body).toBe(201);
    // The trip changed, not the release: the buyer's map is the same until a new version is out.
    expect(await routeOf()).toEqual(['leg', 'leg', 'leg', 'leg']);
    const current = await calls.owner<Pack>('GET', `/api/packs/${pack.id}/manage`);
    await calls.owner(
      'POST',
      `/api/packs/${pack.id}/releases`,
      { note: 'The Tokyo walk, recorded' },
      { 'if-match': `"${current.version}"` },
    );
    expect(await routeOf()).toContain('track');

    const unknown = await t.request({ method: 'GET', url: `/api/library/${'x'.repeat(43)}/route` });
    expect(unknown.statusCode).toBe(404);
  });

  it('a library is rate limited per token', async () => {
    const { order } = await calls.buy(stripe, pack.id);
    const token = await calls.libraryToken(order.id);
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1)
      statuses.push((await t.request({ method: 'GET', url: `/api/library/${token}` })).statusCode);
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
    // Another buyer's library is not slowed.
    const other = await calls.buy(stripe, pack.id, 'other@example.com');
    expect(
      (await t.request({ method: 'GET', url: `/api/library/${await calls.libraryToken(other.order.id)}` }))
        .statusCode,
    ).toBe(200);
  });

  it('Buy answers 503 when Stripe cannot be reached, and 404 for a pack not on sale', async () => {
    const sessionsBefore = stripe.sessions.size;
    // Port 9 (discard) has nothing listening here: the SDK's connection is refused.
    const down = await t.anotherInstance({ ...stripe.env, STRIPE_API_BASE: 'http://127.0.0.1:9' });
    const response = await down.inject({
      method: 'POST',
      url: `/api/packs/${pack.id}/checkout`,
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toMatchObject({
      code: 'checkout_unavailable',
      message: 'Checkout cannot be reached at the moment. Please try again.',
    });
    expect(response.body).not.toContain('127.0.0.1');
    const draft = await calls.pack();
    expect((await t.request({ method: 'POST', url: `/api/packs/${draft.id}/checkout` })).statusCode).toBe(
      404,
    );
    expect(stripe.sessions.size).toBe(sessionsBefore);
  });

  it('a partial refund leaves the order paid and its library open', async () => {
    const { session, order } = await calls.buy(stripe, pack.id);
    const token = await calls.libraryToken(order.id);
    const partial = stripe.refundedEvent(session.id);
    Object.assign(partial.data.object, { refunded: false, amount_refunded: 1000 });
    expect((await calls.deliver(partial, stripe.webhookSecret)).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `/api/library/${token}` })).statusCode).toBe(200);
  });

  it('orders are searched and exported; sales are counted by pack and month', async () => {
    await calls.buy(stripe, pack.id, 'ana@example.com');
    const { session } = await calls.buy(stripe, pack.id, 'bo@example.org');
    await calls.deliver(stripe.refundedEvent(session.id), stripe.webhookSecret);
    const search = await calls.owner<OrderList>('GET', '/api/packs/orders?q=EXAMPLE.ORG');
    expect(search.orders.map((order) => order.buyerEmail)).toEqual(['bo@example.org']);
    expect(search.total).toBe(2);
    const byPack = await calls.owner<OrderList>('GET', `/api/packs/orders?packId=${pack.id}&status=paid`);
    expect(byPack.orders.map((order) => order.buyerEmail)).toEqual(['ana@example.com']);
    const csv = await t.request({ method: 'GET', url: '/api/packs/orders.csv', cookie });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'order,created_at,pack,release,buyer_email,amount,currency,status,refunded_at,stripe_session,stripe_payment_intent,link',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(',bo@example.org,39.00,USD,refunded,');
    const sales = await calls.owner<Sales>('GET', '/api/packs/sales');
    expect(sales.byPack).toEqual([
      { packId: pack.id, title: 'Japan by rail', currency: 'usd', paid: 1, refunded: 1, revenue: 3900 },
    ]);
    expect(sales.byMonth).toEqual([
      { month: new Date().toISOString().slice(0, 7), currency: 'usd', paid: 1, refunded: 1, revenue: 3900 },
    ]);
    const bad = await t.request({ method: 'GET', url: '/api/packs/orders?status=lost', cookie });
    expect(bad.statusCode).toBe(400);
  });
});
