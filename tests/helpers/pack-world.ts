import type { LightMyRequestResponse } from 'fastify';
import type { LibraryLink, OrderList } from '../../src/shared/packs/order-schema';
import type { Pack } from '../../src/shared/packs/pack-schema';
import type { Trip } from '../../src/shared/trips/trip-schema';
import { signedDelivery, type StripeEventBody, type StripeStandIn } from './stripe-stand-in';
import type { TestApp } from './test-app';

// What the trip packs tests repeat: a trip with places, a pack of it, a purchase through the
// Stripe stand-in (checkout, then the signed webhook), and the library link the owner copies.

/** Words that appear only past the preview: none may reach a visitor before they buy. */
export const SECRET = {
  dayTwoTitle: 'Hidden-day-title-7Q',
  dayTwoNotes: 'Hidden-day-notes-8R',
  stopNote: 'Hidden-stop-note-9S',
  placeName: 'Hidden-place-name-0T',
  dayOneLateNote: 'Later-stop-note-1U',
};

let made = 0;

export function packCalls(t: TestApp, cookie: string) {
  const expectOk = (response: LightMyRequestResponse, what: string) => {
    if (response.statusCode >= 300) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
    return response;
  };
  const owner = async <T>(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
    headers = {},
  ) => {
    const response = expectOk(
      await t.request({
        method,
        url,
        cookie,
        headers,
        ...(body === undefined ? {} : { payload: body as object }),
      }),
      `${method} ${url}`,
    );
    return (response.body === '' ? undefined : response.json()) as T;
  };

  async function place(name: string, latitude: number, longitude: number) {
    made += 1;
    return owner<{ id: number }>('POST', '/api/locations', {
      name: `${name} ${made}`,
      latitude,
      longitude,
      status: 'visited',
      country: 'Japan',
    });
  }

  /** Two days: day 1 Tokyo (three stops), day 2 Kyoto and a place named as a secret. */
  async function trip(): Promise<Trip> {
    const tokyo = await place('Tokyo Station', 35.681, 139.767);
    const shibuya = await place('Shibuya', 35.658, 139.701);
    const ueno = await place('Ueno', 35.714, 139.777);
    const kyoto = await place('Kyoto', 35.011, 135.768);
    const hidden = await place(SECRET.placeName, 34.967, 135.773);
    return owner<Trip>('POST', '/api/trips', {
      title: 'Japan by rail',
      summary: 'Two days from Tokyo to Kyoto.',
      visibility: 'private',
      days: [
        {
          date: '2026-04-01',
          title: 'Tokyo',
          notes: 'Arrive and walk.',
          stops: [
            { placeId: tokyo.id, note: 'Start here.', modeToNext: 'train' },
            { placeId: shibuya.id, note: 'The crossing.', modeToNext: 'train' },
            { placeId: ueno.id, note: SECRET.dayOneLateNote, modeToNext: 'train' },
          ],
        },
        {
          date: '2026-04-02',
          title: SECRET.dayTwoTitle,
          notes: SECRET.dayTwoNotes,
          stops: [
            { placeId: kyoto.id, note: SECRET.stopNote, modeToNext: 'walk' },
            { placeId: hidden.id, note: 'Fushimi Inari at dawn.' },
          ],
        },
      ],
    });
  }

  async function pack(body: Record<string, unknown> = {}): Promise<Pack> {
    const made = await trip();
    return owner<Pack>('POST', '/api/packs', { tripId: made.id, price: 3900, ...body });
  }

  async function onSale(body: Record<string, unknown> = {}): Promise<Pack> {
    const draft = await pack(body);
    return owner<Pack>('POST', `/api/packs/${draft.id}/on-sale`, undefined, {
      'if-match': `"${draft.version}"`,
    });
  }

  const deliver = (event: StripeEventBody | Record<string, unknown>, secret: string, app = t.app) => {
    const { payload, headers } = signedDelivery(event, secret);
    return app.inject({ method: 'POST', url: '/api/stripe/webhook', payload, headers });
  };

  /** Checkout through the stand-in: the session it made. */
  async function checkout(stripe: StripeStandIn, packId: number) {
    const response = expectOk(
      await t.request({ method: 'POST', url: `/api/packs/${packId}/checkout` }),
      'checkout',
    );
    const { url } = response.json<{ url: string }>();
    const sessionId = url.split('/').at(-1) ?? '';
    return { url, session: stripe.sessions.get(sessionId)! };
  }

  /** A whole purchase: checkout, the paid event signed and delivered, the order as the owner lists it. */
  async function buy(stripe: StripeStandIn, packId: number, email = 'buyer@example.com') {
    const { session } = await checkout(stripe, packId);
    const event = stripe.completedEvent(session.id, { email });
    expectOk(await deliver(event, stripe.webhookSecret), 'webhook');
    const { orders } = await owner<OrderList>('GET', `/api/packs/orders?packId=${packId}`);
    return { session, event, order: orders.find((order) => order.stripeSessionId === session.id)! };
  }

  /** A library link the owner makes for the order: its token. */
  async function libraryToken(orderId: number): Promise<string> {
    const link = await owner<LibraryLink>('POST', `/api/packs/orders/${orderId}/library-link`);
    return link.path.split('/').at(-1)!;
  }

  return { owner, place, trip, pack, onSale, deliver, checkout, buy, libraryToken };
}

/** Row counts of the tables a purchase writes. */
export async function purchaseCounts(t: TestApp) {
  const count = async (table: 'packOrders' | 'packEvents' | 'libraryTokens' | 'libraryRequests') =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    orders: await count('packOrders'),
    events: await count('packEvents'),
    tokens: await count('libraryTokens'),
    requests: await count('libraryRequests'),
  };
}
