import { randomBytes } from 'node:crypto';
import type { packsApi } from '../../../src/shared/api/packs';
import type { LibraryLink, OrderList } from '../../../src/shared/packs/order-schema';
import type { Pack } from '../../../src/shared/packs/pack-schema';
import type { Trip } from '../../../src/shared/trips/trip-schema';
import { signedDelivery } from '../../helpers/stripe-stand-in';
import { createPlace, uniqueName } from './owner-setup';
import type { PartSamples, World } from './samples';

// The trip packs part: packs made from a trip through the API, orders through a signed webhook
// (the contract's app has STRIPE_* set to a stand-in, see contract.test.ts).

const MISSING = { id: 2_000_000_000 };
const UNKNOWN_TOKEN = 'A'.repeat(43);

async function newTrip(world: World): Promise<Trip> {
  const place = await createPlace(world, uniqueName('Pack stop'));
  return world.owner<Trip>('POST', '/api/trips', {
    title: uniqueName('Pack trip'),
    visibility: 'public',
    days: [{ stops: [{ placeId: place.id }] }],
  });
}

async function newPack(world: World): Promise<Pack> {
  const trip = await newTrip(world);
  return world.owner<Pack>('POST', '/api/packs', { tripId: trip.id, price: 3900 });
}

async function packOnSale(world: World): Promise<Pack> {
  const pack = await newPack(world);
  return world.owner<Pack>('POST', `/api/packs/${pack.id}/on-sale`);
}

/** The webhook's body for a paid session of `pack`, signed with the app's secret. */
function completed(world: World, pack: Pack) {
  const release = pack.releases.at(-1);
  const event = {
    id: `evt_contract_${randomBytes(8).toString('hex')}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: `cs_contract_${randomBytes(8).toString('hex')}`,
        object: 'checkout.session',
        payment_status: 'paid',
        amount_total: pack.price,
        currency: pack.currency,
        customer_details: { email: 'contract-buyer@example.com' },
        payment_intent: `pi_contract_${randomBytes(8).toString('hex')}`,
        metadata: { packId: String(pack.id), releaseId: String(release?.id ?? 0) },
      },
    },
  };
  return signedDelivery(event, world.t.config.stripe.webhookSecret ?? '');
}

/** A paid order (through the webhook) and a library link of it. */
async function paidOrder(world: World): Promise<{ orderId: number; token: string }> {
  const pack = await packOnSale(world);
  const delivery = completed(world, pack);
  const response = await world.t.request({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: delivery.headers,
    payload: delivery.payload,
  });
  if (response.statusCode !== 200) throw new Error(`webhook: ${response.statusCode} ${response.body}`);
  const { orders } = await world.owner<OrderList>('GET', `/api/packs/orders?packId=${pack.id}`);
  const orderId = orders[0]?.id ?? 0;
  const link = await world.owner<LibraryLink>('POST', `/api/packs/orders/${orderId}/library-link`);
  return { orderId, token: link.path.split('/').at(-1) ?? '' };
}

const ifMatch = (pack: Pack) => ({ 'if-match': `"${pack.version}"` });

export const packsSamples: PartSamples<typeof packsApi> = {
  list: { good: () => ({}) },
  get: {
    good: async (world) => ({ params: { id: (await packOnSale(world)).id } }),
    bad: () => ({ params: MISSING }),
  },
  previewRoute: {
    good: async (world) => ({ params: { id: (await packOnSale(world)).id }, query: { zoom: 6 } }),
    bad: async (world) => ({ params: { id: (await packOnSale(world)).id }, query: { zoom: 99 } }),
  },
  manage: { good: () => ({}) },
  manageOne: {
    good: async (world) => ({ params: { id: (await newPack(world)).id } }),
    bad: () => ({ params: MISSING }),
  },
  create: {
    good: async (world) => ({ body: { tripId: (await newTrip(world)).id, price: 4900, currency: 'eur' } }),
    bad: async (world) => ({ body: { tripId: (await newTrip(world)).id, price: 0 } }),
  },
  update: {
    good: async (world) => {
      const pack = await newPack(world);
      return { params: { id: pack.id }, body: { price: 5900 }, headers: ifMatch(pack) };
    },
    bad: async (world) => ({ params: { id: (await newPack(world)).id }, body: { currency: 'xyz' } }),
  },
  release: {
    good: async (world) => {
      const pack = await newPack(world);
      return { params: { id: pack.id }, body: { note: 'New stops on day 1' }, headers: ifMatch(pack) };
    },
    bad: async (world) => ({ params: { id: (await newPack(world)).id }, body: { note: '' } }),
  },
  putOnSale: {
    good: async (world) => {
      const pack = await newPack(world);
      return { params: { id: pack.id }, headers: ifMatch(pack) };
    },
    bad: () => ({ params: MISSING }),
  },
  retire: {
    good: async (world) => {
      const pack = await packOnSale(world);
      return { params: { id: pack.id }, headers: ifMatch(pack) };
    },
    bad: () => ({ params: MISSING }),
  },
  orders: {
    good: () => ({ query: { q: 'example.com' } }),
    bad: () => ({ query: { status: 'lost' } }),
  },
  ordersCsv: {
    good: () => ({}),
    bad: () => ({ query: { status: 'lost' } }),
  },
  libraryLink: {
    good: async (world) => ({ params: { id: (await paidOrder(world)).orderId } }),
    bad: () => ({ params: MISSING }),
  },
  emailLink: {
    good: async (world) => ({ params: { id: (await paidOrder(world)).orderId } }),
    bad: () => ({ params: MISSING }),
  },
  revokeLinks: {
    good: async (world) => ({ params: { id: (await paidOrder(world)).orderId } }),
    bad: () => ({ params: MISSING }),
  },
  sales: { good: () => ({}) },
  checkout: {
    good: async (world) => ({ params: { id: (await packOnSale(world)).id } }),
    bad: async (world) => ({ params: { id: (await newPack(world)).id } }),
  },
  webhook: {
    good: async (world) => {
      const delivery = completed(world, await packOnSale(world));
      return { payload: delivery.payload, headers: delivery.headers };
    },
    bad: async (world) => {
      const delivery = completed(world, await packOnSale(world));
      return { payload: delivery.payload, headers: { ...delivery.headers, 'stripe-signature': 't=1,v1=00' } };
    },
  },
  library: {
    good: async (world) => ({ params: { token: (await paidOrder(world)).token } }),
    bad: () => ({ params: { token: UNKNOWN_TOKEN } }),
  },
  libraryRoute: {
    good: async (world) => ({ params: { token: (await paidOrder(world)).token }, query: { zoom: '6' } }),
    bad: async (world) => ({ params: { token: (await paidOrder(world)).token }, query: { zoom: 'far' } }),
  },
  libraryFile: {
    good: async (world) => {
      const { token } = await paidOrder(world);
      const library = await world.t.request({ method: 'GET', url: `/api/library/${token}` });
      const downloads = (library.json() as { downloads: { format: string; url: string }[] }).downloads;
      const url = new URL(downloads.find((each) => each.format === 'gpx')?.url ?? '', 'http://localhost');
      return {
        params: { token, format: 'gpx' },
        query: { expires: url.searchParams.get('expires') ?? '', sig: url.searchParams.get('sig') ?? '' },
      };
    },
    bad: async (world) => ({
      params: { token: (await paidOrder(world)).token, format: 'gpx' },
      query: { expires: '1', sig: 'A'.repeat(43) },
    }),
  },
  updatesOff: {
    good: async (world) => ({ params: { token: (await paidOrder(world)).token } }),
    bad: () => ({ params: { token: UNKNOWN_TOKEN } }),
  },
  resend: {
    good: () => ({ body: { email: 'someone@example.com' } }),
    bad: () => ({ body: { email: 'not an address' } }),
  },
};
