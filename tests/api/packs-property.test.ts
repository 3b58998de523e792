import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACK_CURRENCIES } from '../../src/shared/packs/pack';
import type { Pack } from '../../src/shared/packs/pack-schema';
import { dumpDatabase } from '../helpers/db-dump';
import { freshAddress } from '../helpers/forms';
import { packCalls } from '../helpers/pack-world';
import { signedDelivery } from '../helpers/stripe-stand-in';
import { createTestApp, ENGINES, ORIGIN, type TestApp } from '../helpers/test-app';
import { plainObject } from '../helpers/form-values';

// Issue 43: 1,000 generated bad bodies for each family of pack writes (POST /api/packs, PATCH
// /api/packs/:id, POST /api/packs/:id/releases, POST /api/library/resend), each refused with 400
// naming the field made bad; and 1,000 webhook deliveries with a bad signature, refused. Nothing
// stored in any case.

const RUNS = 1000;
/** A guard against a hung run, not a measure: 1,000 requests take 10 to 30 s on a busy machine. */
const GUARD = { timeout: 120_000 };
const PACK_TABLES = [
  'packs',
  'pack_releases',
  'pack_orders',
  'pack_events',
  'library_tokens',
  'library_requests',
];
const SECRET = 'whsec_property_test_secret';
const tripIds: number[] = [];

const validCreate = fc.record(
  {
    tripId: fc.constant(0).map(() => tripIds[0]!),
    title: fc.string({ minLength: 1, maxLength: 60 }).filter((s) => s.trim() === s && s !== ''),
    description: fc.string({ maxLength: 200 }).map((s) => s.trim()),
    included: fc.array(fc.constantFrom('GPS coordinates', 'Photo spots', 'Insider tips'), { maxLength: 3 }),
    price: fc.integer({ min: 50, max: 1_000_000 }),
    currency: fc.constantFrom(...PACK_CURRENCIES),
    previewKind: fc.constantFrom('first_day', 'first_stops'),
    previewStops: fc.integer({ min: 1, max: 50 }),
  },
  { requiredKeys: ['tripId', 'price'] },
);

type Bad = { body: Record<string, unknown>; field: string };
const breaking = <T>(
  value: fc.Arbitrary<T>,
  field: string,
  apply: (body: Record<string, unknown>, v: T) => void,
) =>
  fc.tuple(validCreate, value).map(([body, v]): Bad => {
    const copy = structuredClone(body) as Record<string, unknown>;
    apply(copy, v);
    return { body: copy, field };
  });
const set = (field: string, value: fc.Arbitrary<unknown>) =>
  breaking(value, field, (b, v) => void (b[field] = v));
const wrongType = fc.oneof(fc.boolean(), fc.array(fc.integer(), { minLength: 1 }), plainObject);

const badPackBody: fc.Arbitrary<Bad> = fc.oneof(
  ...['title', 'slug', 'description', 'included', 'price', 'currency', 'previewKind', 'previewStops'].map(
    (f) => set(f, wrongType),
  ),
  set(
    'price',
    fc.oneof(
      fc.integer({ max: 49 }),
      fc.integer({ min: 1_000_001 }),
      fc.double({ min: 50.01, max: 9999.99, noInteger: true }),
      fc.integer({ min: 50, max: 5000 }).map(String),
      fc.constant(null),
    ),
  ),
  set(
    'currency',
    fc.string({ maxLength: 5 }).filter((s) => !(PACK_CURRENCIES as readonly string[]).includes(s)),
  ),
  set(
    'previewKind',
    fc.string({ maxLength: 12 }).filter((s) => !['first_day', 'first_stops'].includes(s)),
  ),
  set('previewStops', fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 51 }), fc.constant(2.5))),
  set(
    'title',
    fc.oneof(
      fc.constant(''),
      fc.constant('   '),
      fc.integer({ min: 201, max: 400 }).map((n) => 't'.repeat(n)),
    ),
  ),
  set('slug', fc.constantFrom('Has Spaces', 'UPPER', '-dash-', 'a--b', 'ü', '')),
  set(
    'description',
    fc.integer({ min: 10_001, max: 12_000 }).map((n) => 'd'.repeat(n)),
  ),
  set('description', fc.constant('nul\u0000byte')),
  set(
    'included',
    fc.integer({ min: 21, max: 30 }).map((n) => Array.from({ length: n }, () => 'x')),
  ),
  breaking(
    fc.constantFrom<unknown>('', '   ', 'i'.repeat(201), 1, null),
    'included.0',
    (b, v) => void (b.included = [v]),
  ),
  set('tripId', fc.oneof(fc.constant(1_999_999_999), fc.integer({ max: 0 }), fc.string(), fc.constant(null))),
  breaking(fc.constantFrom('status', 'version', 'owner', 'orders'), 'unknown', (b, k) => void (b[k] = 1)),
);

const badRelease: fc.Arbitrary<Bad> = fc.oneof(
  fc.constantFrom('', '   ', null, 12, true, ['x']).map((note): Bad => ({ body: { note }, field: 'note' })),
  fc.integer({ min: 2001, max: 3000 }).map((n): Bad => ({ body: { note: 'n'.repeat(n) }, field: 'note' })),
  fc.constant<Bad>({ body: {}, field: 'note' }),
  fc.constantFrom('snapshot', 'number').map((k): Bad => ({ body: { note: 'ok', [k]: 1 }, field: k })),
);

const badResend: fc.Arbitrary<Bad> = fc.oneof(
  fc
    .string({ maxLength: 40 })
    .filter((s) => !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(s.trim()))
    .map((email): Bad => ({ body: { email }, field: 'email' })),
  fc.constantFrom(null, 7, ['a@b.co']).map((email): Bad => ({ body: { email }, field: 'email' })),
  fc
    .integer({ min: 250, max: 400 })
    .map((n): Bad => ({ body: { email: `${'a'.repeat(n)}@example.com` }, field: 'email' })),
  fc.constant<Bad>({ body: { email: 'a@example.com', orders: true }, field: 'orders' }),
);

describe.each(ENGINES)('generated bad pack writes on $name', ({ name: engine }) => {
  let t: TestApp;
  let cookie: string;
  let pack: Pack;
  beforeAll(async () => {
    t = await createTestApp(engine, { STRIPE_WEBHOOK_SECRET: SECRET });
    cookie = await t.login();
    const calls = packCalls(t, cookie);
    pack = await calls.onSale();
    tripIds.length = 0;
    tripIds.push(pack.tripId!);
  });
  afterAll(() => t.close());

  const dump = async () => {
    const rows: string[] = [];
    for (const table of PACK_TABLES) {
      const result = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
        t.database.db,
      );
      rows.push(`${table}:${JSON.stringify(result.rows.map((r) => JSON.stringify(r)).sort())}`);
    }
    return `${await dumpDatabase(t.database)}\n${rows.join('\n')}`;
  };

  const expectNamed = async (response: Awaited<ReturnType<TestApp['request']>>, { body, field }: Bad) => {
    const why = `${field}: ${response.statusCode} ${response.body.slice(0, 300)}`;
    expect(response.statusCode, why).toBe(400);
    const { error } = response.json<{ error: { code: string; fields: Record<string, string> } }>();
    expect(error.code, why).toBe('invalid_input');
    const expected = field === 'unknown' ? Object.keys(body).filter((k) => !(k in VALID_KEYS)) : [field];
    // A list's item is named by its place in it: included.0 names included.
    const named = Object.keys(error.fields).map((key) => (key.startsWith('included.') ? 'included' : key));
    expect([...named, ...Object.keys(error.fields)], why).toEqual(expect.arrayContaining(expected));
  };

  it(
    `${RUNS} bad pack bodies (POST and PATCH) answer 400 naming the field, and store nothing`,
    GUARD,
    async () => {
      const before = await dump();
      await fc.assert(
        fc.asyncProperty(badPackBody, fc.boolean(), async (bad, patch) => {
          if (patch && bad.field !== 'tripId') {
            const { tripId: _tripId, ...body } = bad.body;
            const response = await t.request({
              method: 'PATCH',
              url: `/api/packs/${pack.id}`,
              cookie,
              payload: body,
            });
            await expectNamed(response, { ...bad, body });
          } else {
            const response = await t.request({
              method: 'POST',
              url: '/api/packs',
              cookie,
              payload: bad.body,
            });
            await expectNamed(response, bad);
          }
        }),
        { numRuns: RUNS },
      );
      expect(await dump()).toBe(before);
    },
  );

  it(
    `${RUNS} bad release notes and resend requests answer 400 naming the field, and store nothing`,
    GUARD,
    async () => {
      const before = await dump();
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            badRelease.map((b) => ['release', b] as const),
            badResend.map((b) => ['resend', b] as const),
          ),
          async ([kind, bad]) => {
            const response = await t.app.inject({
              method: 'POST',
              url: kind === 'release' ? `/api/packs/${pack.id}/releases` : '/api/library/resend',
              remoteAddress: freshAddress(),
              payload: bad.body,
              headers: { origin: ORIGIN, host: 'localhost:3000', ...(kind === 'release' ? { cookie } : {}) },
            });
            await expectNamed(response, bad);
          },
        ),
        { numRuns: RUNS },
      );
      expect(await dump()).toBe(before);
    },
  );

  it(
    `${RUNS} webhook deliveries with a bad signature answer 400 naming it, and store nothing`,
    GUARD,
    async () => {
      const before = await dump();
      const event = (id: string) => ({
        id,
        object: 'event',
        type: 'checkout.session.completed',
        data: {
          object: {
            id: `cs_${id}`,
            payment_status: 'paid',
            metadata: { packId: String(pack.id), releaseId: '1' },
          },
        },
      });
      const badSignature = fc.oneof(
        fc
          .string({ minLength: 1, maxLength: 20 })
          .map((secret) => ({ secret: `whsec_${secret}`, header: undefined })),
        fc
          .constantFrom('t=1,v1=00', 'v1=abc', 'nonsense', 't=,v1=')
          .map((header) => ({ secret: SECRET, header })),
        fc.integer({ min: 600, max: 100_000 }).map((ago) => ({ secret: SECRET, header: undefined, ago })),
      );
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 1, max: 2 ** 40 }).map((n) => n.toString(16)),
          badSignature,
          async (id, bad) => {
            const ago = 'ago' in bad ? bad.ago : undefined;
            const signed = signedDelivery(
              event(`evt_${id}`),
              bad.secret,
              ago ? Math.floor(Date.now() / 1000) - ago : undefined,
            );
            const response = await t.app.inject({
              method: 'POST',
              url: '/api/stripe/webhook',
              payload: signed.payload,
              headers: {
                ...signed.headers,
                ...(bad.header === undefined ? {} : { 'stripe-signature': bad.header }),
              },
            });
            expect(response.statusCode, response.body).toBe(400);
            expect(Object.keys(response.json().error.fields)).toEqual(['Stripe-Signature']);
          },
        ),
        { numRuns: RUNS },
      );
      expect(await dump()).toBe(before);
    },
  );
});

const VALID_KEYS = {
  tripId: 1,
  title: 1,
  slug: 1,
  description: 1,
  included: 1,
  price: 1,
  currency: 1,
  previewKind: 1,
  previewStops: 1,
};
