import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSPORT_MODES } from '../../src/shared/trips/trip';
import { dumpDatabase } from '../helpers/db-dump';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';
import { tripCalls } from '../helpers/trip-owner';
import { plainObject } from '../helpers/form-values';

// Issue 38: 1,000 generated bad bodies for POST /api/trips and PATCH /api/trips/:id, each refused
// with 400 naming the field made bad, and nothing stored.

const RUNS = 1000;
const TRIP_TABLES = ['trips', 'trip_places', 'trip_revisions', 'trip_links', 'trip_tracks'];

/** The places the valid stops name (set once the app is up). */
const placeIds: number[] = [];
const MISSING_PLACE = 1_999_999_999;

const date = fc
  .date({ min: new Date('1990-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const time = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);

const validStop = fc.record(
  {
    placeId: fc.integer({ min: 0, max: 2 }).map((i) => placeIds[i]!),
    note: fc.string({ maxLength: 200 }).map((s) => s.trim()),
    arriveAt: fc.option(time, { nil: null }),
    leaveAt: fc.option(time, { nil: null }),
    modeToNext: fc.option(fc.constantFrom(...TRANSPORT_MODES), { nil: null }),
  },
  { requiredKeys: ['placeId'] },
);
const validDay = fc.record(
  {
    date: fc.option(date, { nil: null }),
    title: fc.string({ maxLength: 50 }).map((s) => s.trim()),
    notes: fc.string({ maxLength: 200 }),
    stops: fc.array(validStop, { minLength: 1, maxLength: 4 }),
  },
  { requiredKeys: ['stops'] },
);
const validBody = fc.record(
  {
    title: fc.string({ minLength: 1, maxLength: 100 }).filter((s) => s.trim() === s && s.length > 0),
    summary: fc.string({ maxLength: 300 }),
    state: fc.constantFrom('planned', 'ongoing', 'done'),
    visibility: fc.constantFrom('public', 'unlisted', 'private'),
    days: fc.array(validDay, { minLength: 1, maxLength: 3 }),
  },
  { requiredKeys: ['title', 'days'] },
);

type Bad = { body: Record<string, unknown>; field: string };
const breaking = <T>(
  value: fc.Arbitrary<T>,
  field: string,
  apply: (body: Record<string, unknown>, v: T) => void,
) =>
  fc.tuple(validBody, value).map(([body, v]): Bad => {
    const copy = structuredClone(body) as Record<string, unknown>;
    apply(copy, v);
    return { body: copy, field };
  });

const wrongType = fc.oneof(fc.boolean(), fc.integer(), fc.array(fc.integer(), { minLength: 1 }), plainObject);
const firstStop = (body: Record<string, unknown>) =>
  ((body.days as { stops: Record<string, unknown>[] }[])[0]!.stops[0] ??= { placeId: placeIds[0] });
const inStop = (key: string, value: fc.Arbitrary<unknown>) =>
  breaking(value, `days.0.stops.0.${key}`, (body, v) => void (firstStop(body)[key] = v));

const badBody: fc.Arbitrary<Bad> = fc.oneof(
  ...(['title', 'summary', 'state', 'visibility', 'slug', 'startDate', 'coverPhoto'] as const).map((field) =>
    breaking(wrongType, field, (body, v) => void (body[field] = v)),
  ),
  breaking(
    fc.oneof(
      fc.constant(''),
      fc.constant('   '),
      fc.integer({ min: 201, max: 2000 }).map((n) => 't'.repeat(n)),
    ),
    'title',
    (b, v) => void (b.title = v),
  ),
  breaking(
    fc.string({ maxLength: 12 }).filter((s) => !['planned', 'ongoing', 'done'].includes(s)),
    'state',
    (b, v) => void (b.state = v),
  ),
  breaking(
    fc.string({ maxLength: 12 }).filter((s) => !['public', 'unlisted', 'private'].includes(s)),
    'visibility',
    (b, v) => void (b.visibility = v),
  ),
  breaking(
    fc.constantFrom('2025-13-01', '2025-02-30', '25-01-01', 'yesterday'),
    'startDate',
    (b, v) => void (b.startDate = v),
  ),
  breaking(
    fc.tuple(date, date).filter(([a, z]) => a < z),
    'endDate',
    (b, [a, z]) => Object.assign(b, { startDate: z, endDate: a }),
  ),
  breaking(
    fc.constantFrom('Has Spaces', 'UPPER', '-dash-', 'a--b', 'ü'),
    'slug',
    (b, v) => void (b.slug = v),
  ),
  breaking(
    fc.constantFrom('javascript:alert(1)', '//evil.example/x.jpg', 'not a url'),
    'coverPhoto',
    (b, v) => void (b.coverPhoto = v),
  ),
  breaking(fc.integer({ min: 20_001, max: 30_000 }), 'summary', (b, n) => void (b.summary = 's'.repeat(n))),
  breaking(fc.constantFrom('fieldThatIsNot', 'places', 'owner'), 'unknown', (b, k) => void (b[k] = 1)),
  breaking(
    wrongType.filter((v) => !Array.isArray(v)),
    'days',
    (b, v) => void (b.days = v),
  ),
  breaking(
    fc.integer({ min: 2001, max: 2100 }),
    'days',
    (b, n) => void (b.days = [{ stops: Array.from({ length: n }, () => ({ placeId: placeIds[0] })) }]),
  ),
  breaking(
    fc.integer({ min: 401, max: 420 }),
    'days',
    (b, n) => void (b.days = Array.from({ length: n }, () => ({ stops: [] }))),
  ),
  breaking(
    fc.integer({ min: 201, max: 400 }),
    'days.0.title',
    (b, n) => void ((b.days as Record<string, unknown>[])[0]!.title = 'd'.repeat(n)),
  ),
  inStop(
    'placeId',
    fc.oneof(
      fc.constant(MISSING_PLACE),
      fc.integer({ max: 0 }),
      fc.double({ min: 1.1, max: 9.9 }),
      fc.string(),
      fc.constant(null),
    ),
  ),
  inStop(
    'note',
    fc.integer({ min: 5001, max: 8000 }).map((n) => 'n'.repeat(n)),
  ),
  inStop('arriveAt', fc.constantFrom('24:00', '7:45', '12:60', 'noon', 1200)),
  inStop(
    'modeToNext',
    fc.string({ maxLength: 10 }).filter((s) => !(TRANSPORT_MODES as readonly string[]).includes(s)),
  ),
);

describe.each(ENGINES)('generated trip bodies on $name', ({ name: engine }) => {
  let t: TestApp;
  let cookie: string;
  let tripId: number;
  beforeAll(async () => {
    t = await createTestApp(engine);
    cookie = await t.login();
    const calls = tripCalls(t, cookie);
    placeIds.length = 0;
    for (let i = 0; i < 3; i += 1) placeIds.push((await calls.place()).id);
    tripId = (await calls.made({ title: 'Anchor', days: [{ stops: [{ placeId: placeIds[0] }] }] })).id;
  });
  afterAll(() => t.close());

  const dump = async () => {
    const trips: string[] = [];
    for (const table of TRIP_TABLES) {
      const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
        t.database.db,
      );
      trips.push(`${table}:${JSON.stringify(rows.map((r) => JSON.stringify(r)).sort())}`);
    }
    return `${await dumpDatabase(t.database)}\n${trips.join('\n')}`;
  };

  it(`${RUNS} bad POST and PATCH bodies answer 400 naming the field, and store nothing`, async () => {
    const before = await dump();
    await fc.assert(
      fc.asyncProperty(badBody, fc.boolean(), async ({ body, field }, patch) => {
        const response = await t.request(
          patch
            ? { method: 'PATCH', url: `/api/trips/${tripId}`, cookie, payload: body }
            : { method: 'POST', url: '/api/trips', cookie, payload: body },
        );
        const why = `${field}: ${response.statusCode} ${response.body.slice(0, 300)}`;
        expect(response.statusCode, why).toBe(400);
        const { error } = response.json<{ error: { code: string; fields: Record<string, string> } }>();
        expect(error.code, why).toBe('invalid_input');
        const named = Object.keys(error.fields);
        const expected = field === 'unknown' ? Object.keys(body).filter((k) => !(k in validKeys)) : [field];
        expect(named, why).toEqual(expect.arrayContaining(expected));
      }),
      { numRuns: RUNS },
    );
    expect(await dump()).toBe(before);
  });
});

const validKeys = {
  title: 1,
  slug: 1,
  summary: 1,
  coverPhoto: 1,
  startDate: 1,
  endDate: 1,
  state: 1,
  visibility: 1,
  days: 1,
};
