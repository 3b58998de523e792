import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';
import { dumpDatabase } from '../helpers/db-dump';
import { badTagList, validTagName } from '../helpers/tag-arbitraries';
import { plainObject } from '../helpers/form-values';

const RUNS = 1000;

const validBody = fc.record(
  {
    name: fc.string({ minLength: 1, maxLength: 200 }).filter((s) => s.trim().length > 0 && s.trim() === s),
    latitude: fc.double({ min: -90, max: 90, noNaN: true, noDefaultInfinity: true }),
    longitude: fc.double({ min: -180, max: 180, noNaN: true, noDefaultInfinity: true }),
    type: fc.constantFrom('national-park', 'museum', 'unesco', 'my-custom-type'),
    status: fc.constantFrom('visited', 'planned', 'wishlist'),
    address: fc.string({ maxLength: 100 }).map((s) => s.trim()),
    country: fc.string({ maxLength: 50 }).map((s) => s.trim()),
    state: fc.option(
      fc.string({ minLength: 1, maxLength: 30 }).map((s) => s.trim() || 'Utah'),
      { nil: null },
    ),
    notes: fc.string({ maxLength: 2000 }),
    photos: fc.array(fc.webUrl({ validSchemes: ['https', 'http'] }), { maxLength: 5 }),
    youtubeUrls: fc.array(fc.webUrl({ validSchemes: ['https'] }), { maxLength: 3 }),
    visitedAt: fc.option(
      fc
        .date({ min: new Date('1990-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
      { nil: null },
    ),
    tags: fc.uniqueArray(validTagName, { maxLength: 5, selector: (name) => name.toLowerCase() }),
    isPrivate: fc.boolean(),
    privateNotes: fc.string({ maxLength: 2000 }),
  },
  { requiredKeys: ['name', 'latitude', 'longitude'] },
);

const hostileUrl = fc.constantFrom(
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(document.cookie)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '/relative/path.jpg',
  '//evil.example/x.jpg',
  'http://',
  'file:///etc/passwd',
  'not a url at all',
);

/** A value of another JSON type than the field takes. */
const KINDS = {
  null: fc.constant(null),
  boolean: fc.boolean(),
  number: fc.integer(),
  string: fc.string(),
  array: fc.array(fc.integer(), { minLength: 1 }),
  object: plainObject,
};
const FIELD_KIND = {
  name: 'string',
  latitude: 'number',
  longitude: 'number',
  status: 'string',
  photos: 'array',
  youtubeUrls: 'array',
  notes: 'string',
  isPrivate: 'boolean',
  privateNotes: 'string',
} as const;
const wrongTypeFor = (field: keyof typeof FIELD_KIND) =>
  fc.oneof(
    ...Object.entries(KINDS)
      .filter(([kind]) => kind !== FIELD_KIND[field])
      .map(([, arbitrary]) => arbitrary),
  );

/** One valid body made bad in one way the server must refuse. */
const badBody = fc.oneof(
  fc
    .constantFrom(...(Object.keys(FIELD_KIND) as (keyof typeof FIELD_KIND)[]))
    .chain((key) => fc.tuple(validBody, fc.constant(key), wrongTypeFor(key)))
    .map(([body, key, value]) => ({ ...body, [key]: value })),
  fc
    .tuple(
      validBody,
      fc.oneof(
        fc.double({ min: 90.000001, max: 1e9, noNaN: true }),
        fc.double({ max: -90.000001, min: -1e9, noNaN: true }),
      ),
    )
    .map(([b, lat]) => ({ ...b, latitude: lat })),
  fc
    .tuple(
      validBody,
      fc.oneof(
        fc.double({ min: 180.000001, max: 1e9, noNaN: true }),
        fc.double({ max: -180.000001, min: -1e9, noNaN: true }),
      ),
    )
    .map(([b, lng]) => ({ ...b, longitude: lng })),
  fc.tuple(validBody, fc.integer({ min: 201, max: 5000 })).map(([b, n]) => ({ ...b, name: 'n'.repeat(n) })),
  fc
    .tuple(validBody, fc.integer({ min: 10_001, max: 50_000 }))
    .map(([b, n]) => ({ ...b, notes: 'y'.repeat(n) })),
  fc
    .tuple(validBody, fc.integer({ min: 10_001, max: 50_000 }))
    .map(([b, n]) => ({ ...b, privateNotes: 'p'.repeat(n) })),
  fc
    .tuple(
      validBody,
      fc
        .string({ minLength: 1, maxLength: 20 })
        .filter(
          (k) =>
            ![
              'name',
              'latitude',
              'longitude',
              'type',
              'category',
              'address',
              'state',
              'country',
              'status',
              'notes',
              'photos',
              'youtubeUrls',
              'youtubeUrl',
              'visitedAt',
              'tags',
              'isPrivate',
              'privateNotes',
              '__proto__',
            ].includes(k),
        ),
      fc.jsonValue(),
    )
    .map(([b, k, v]) => ({ ...b, [k]: v })),
  fc
    .tuple(validBody, hostileUrl, fc.constantFrom('photos', 'youtubeUrls'))
    .map(([b, url, key]) => ({ ...b, [key]: [url] })),
  fc.tuple(validBody, hostileUrl).map(([b, url]) => ({ ...b, youtubeUrl: url })),
  fc.tuple(validBody, badTagList).map(([b, tags]) => ({ ...b, tags })),
  fc
    .tuple(
      validBody,
      fc.string({ maxLength: 20 }).filter((s) => !['visited', 'planned', 'wishlist'].includes(s)),
    )
    .map(([b, s]) => ({ ...b, status: s })),
);

describe.each(ENGINES)('generated bodies on $name', ({ name: engine }) => {
  let t: TestApp;
  let cookie: string;
  let existingId: number;
  beforeAll(async () => {
    t = await createTestApp(engine);
    cookie = await t.login();
    existingId = (
      await t.request({
        method: 'POST',
        url: '/api/locations',
        cookie,
        payload: { name: 'Anchor', latitude: 1, longitude: 2 },
      })
    ).json().id;
  });
  afterAll(() => t.close());

  it(`${RUNS} bad POST and PATCH bodies answer 4xx and leave the database as it was`, async () => {
    const before = await dumpDatabase(t.database);
    await fc.assert(
      fc.asyncProperty(badBody, fc.boolean(), async (body, patch) => {
        const response = await t.request(
          patch
            ? { method: 'PATCH', url: `/api/locations/${existingId}`, cookie, payload: body }
            : { method: 'POST', url: '/api/locations', cookie, payload: body },
        );
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        expect(response.json().error.message).toEqual(expect.any(String));
      }),
      { numRuns: RUNS },
    );
    expect(await dumpDatabase(t.database)).toBe(before);
  });

  it('valid bodies read back identical', async () => {
    await fc.assert(
      fc.asyncProperty(validBody, async (body) => {
        const created = await t.request({ method: 'POST', url: '/api/locations', cookie, payload: body });
        expect(created.statusCode).toBe(201);
        const id = created.json<{ id: number }>().id;
        // The owner reads back what was stored; a visitor reads a public place without its private
        // notes, and a private one not at all (as a missing id).
        const read = (await t.request({ method: 'GET', url: `/api/locations/${id}`, cookie })).json();
        expect(read).toEqual(created.json());
        // Tags come back sorted; a name a tag already has in another case reads as that tag.
        const { tags = [], ...fields } = body;
        const lower = (names: string[]) => names.map((name) => name.toLowerCase());
        expect(lower(read.tags)).toEqual(lower(tags).sort());
        const visitor = await t.request({ method: 'GET', url: `/api/locations/${id}` });
        if (body.isPrivate) expect(visitor.statusCode).toBe(404);
        else {
          const { privateNotes: _privateNotes, ...publicPlace } = created.json<Record<string, unknown>>();
          expect(visitor.json()).toEqual(publicPlace);
        }
        expect(read).toMatchObject({
          ...fields,
          latitude: body.latitude === 0 ? 0 : body.latitude,
          longitude: body.longitude === 0 ? 0 : body.longitude,
        });
      }),
      { numRuns: 100 },
    );
  });
});
