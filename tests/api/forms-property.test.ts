import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, OWNER_PASSWORD, type TestApp } from '../helpers/test-app';
import { validBody, type BodySpec } from '../helpers/form-arbitraries';
import { anyEmail, anyText } from '../helpers/form-values';
import {
  BAD_RUNS,
  BAD_TIMEOUT,
  expectBadBodiesRefused,
  json,
  ownerGet,
  readFlagTests,
  send,
  stored,
  type Body,
} from '../helpers/form-property';
import {
  badPasswordChanges,
  LEAVE_SPEC,
  MESSAGE_SPEC,
  PROFILE_SPEC,
  SITE_SPEC,
  SUGGESTION_SPEC,
  WAITLIST_SPEC,
} from '../helpers/form-specs';

// Every write endpoint other than the locations (tests/api/locations-property.test.ts has those):
// generated bad bodies answer 4xx in the error shape and store nothing; generated valid ones
// read back as sent (trimmed where the contract trims).

const VALID_RUNS = 100;

// The two forms whose entries land in the owner's inbox, with a first entry for the read flag.
const INBOX_FORMS: { label: string; path: string; spec: BodySpec; fields: string[]; first: Body }[] = [
  {
    label: 'messages',
    path: '/api/messages',
    spec: MESSAGE_SPEC,
    fields: ['name', 'email', 'type', 'subject', 'message'],
    first: {
      name: 'Ana',
      email: 'ana@example.com',
      type: 'general',
      subject: 'Hello',
      message: 'A first message',
    },
  },
  {
    label: 'suggestions',
    path: '/api/suggestions',
    spec: SUGGESTION_SPEC,
    fields: ['placeName', 'location', 'reason', 'name'],
    first: { placeName: 'Jericoacoara' },
  },
];

for (const { label, path, spec, fields, first } of INBOX_FORMS) {
  describe.each(ENGINES)(`${label} on $name`, ({ name: engine }) => {
    let t: TestApp;
    let cookie: string;
    let id: string;
    beforeAll(async () => {
      t = await createTestApp(engine);
      cookie = await t.login();
      id = (await send(t, 'POST', path, json(first))).json<{ id: string }>().id;
    });
    afterAll(() => t.close());

    it(
      `${BAD_RUNS} bad POST ${path} bodies answer 4xx and store nothing`,
      async () => {
        await expectBadBodiesRefused(t, 'POST', path, spec);
      },
      BAD_TIMEOUT,
    );

    it(`valid ${label} read back identical in the inbox`, async () => {
      await fc.assert(
        fc.asyncProperty(validBody(spec), async (body) => {
          const created = await send(t, 'POST', path, json(body));
          expect(created.statusCode, created.body).toBe(201);
          const newId = created.json<{ id: string }>().id;
          const entries = await ownerGet<Body[]>(t, cookie, path);
          expect(entries.find((entry) => entry.id === newId)).toEqual({
            id: newId,
            ...stored(body, fields),
            read: false,
            // A suggestion also says which place it became, once the owner adds it (none yet).
            ...(path === '/api/suggestions' ? { addedLocationId: null } : {}),
            createdAt: expect.any(String),
          });
        }),
        { numRuns: VALID_RUNS },
      );
    });

    readFlagTests(
      () => t,
      () => cookie,
      path,
      () => id,
    );
  });
}

describe.each(ENGINES)('waitlist on $name', ({ name: engine }) => {
  let t: TestApp;
  let cookie: string;
  let id: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    cookie = await t.login();
    await send(t, 'POST', '/api/waitlist', json({ email: 'first@example.com' }));
    const [entry] = await ownerGet<{ id: string }[]>(t, cookie, '/api/waitlist');
    id = entry?.id ?? '';
  });
  afterAll(() => t.close());

  const waitlist = () => ownerGet<{ email: string }[]>(t, cookie, '/api/waitlist');

  it(
    `${BAD_RUNS} bad POST /api/waitlist bodies answer 4xx and store nothing`,
    async () => {
      await expectBadBodiesRefused(t, 'POST', '/api/waitlist', WAITLIST_SPEC);
    },
    BAD_TIMEOUT,
  );

  it(
    `${BAD_RUNS} bad POST /api/waitlist/leave bodies answer 4xx and remove no one`,
    async () => {
      await expectBadBodiesRefused(t, 'POST', '/api/waitlist/leave', LEAVE_SPEC);
    },
    BAD_TIMEOUT,
  );

  it('valid addresses join once each, lowercased', async () => {
    await fc.assert(
      fc.asyncProperty(validBody(WAITLIST_SPEC), fc.boolean(), async (body, twice) => {
        const joined = await send(t, 'POST', '/api/waitlist', json(body));
        expect(joined.statusCode, joined.body).toBe(201);
        if (twice) expect((await send(t, 'POST', '/api/waitlist', json(body))).statusCode).toBe(201);
        const email = String(body.email).toLowerCase();
        expect((await waitlist()).filter((entry) => entry.email === email)).toHaveLength(1);
      }),
      { numRuns: VALID_RUNS },
    );
  });

  it('a valid leave body removes exactly the holder of the token, and an unknown token removes no one', async () => {
    await fc.assert(
      fc.asyncProperty(
        anyEmail,
        fc.boolean(),
        anyText(200, { required: true }),
        async (address, known, unknownToken) => {
          expect((await send(t, 'POST', '/api/waitlist', json({ email: address }))).statusCode).toBe(201);
          const email = address.toLowerCase();
          const { token } = await t.database.db
            .selectFrom('waitlist')
            .select('token')
            .where('email', '=', email)
            .executeTakeFirstOrThrow();
          const before = await waitlist();
          const left = await send(
            t,
            'POST',
            '/api/waitlist/leave',
            json({ token: known ? token : unknownToken }),
          );
          expect(left.statusCode, left.body).toBe(204);
          expect(await waitlist()).toEqual(known ? before.filter((entry) => entry.email !== email) : before);
        },
      ),
      { numRuns: VALID_RUNS },
    );
  });

  readFlagTests(
    () => t,
    () => cookie,
    '/api/waitlist',
    () => id,
  );
});

describe.each(ENGINES)('site settings on $name', ({ name: engine }) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    cookie = await t.login();
    await send(t, 'PATCH', '/api/site', json({ tagline: 'Saved once, so the settings row exists' }), cookie);
  });
  afterAll(() => t.close());

  it(
    `${BAD_RUNS} bad PATCH /api/site bodies answer 4xx and change nothing`,
    async () => {
      await expectBadBodiesRefused(t, 'PATCH', '/api/site', SITE_SPEC, { cookie });
    },
    BAD_TIMEOUT,
  );

  it('valid changes read back identical, one patch over another', async () => {
    let expected = await ownerGet<Body>(t, cookie, '/api/site');
    await fc.assert(
      fc.asyncProperty(validBody(SITE_SPEC), async (body) => {
        const response = await send(t, 'PATCH', '/api/site', json(body), cookie);
        expect(response.statusCode, response.body).toBe(200);
        expected = { ...expected, ...stored(body, Object.keys(body)) };
        const read = await ownerGet<Body>(t, cookie, '/api/site');
        expect(read).toEqual(expected);
        expect(response.json()).toEqual(read);
      }),
      { numRuns: VALID_RUNS },
    );
  });
});

describe.each(ENGINES)('owner profile on $name', ({ name: engine }) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    cookie = await t.login();
  });
  afterAll(() => t.close());

  it(
    `${BAD_RUNS} bad PATCH /api/auth/me bodies answer 4xx and change nothing`,
    async () => {
      await expectBadBodiesRefused(t, 'PATCH', '/api/auth/me', PROFILE_SPEC, {
        cookie,
        extra: [badPasswordChanges(OWNER_PASSWORD)],
      });
    },
    BAD_TIMEOUT,
  );

  it('valid profile changes read back identical', async () => {
    let expected = (await ownerGet<{ user: Body }>(t, cookie, '/api/auth/me')).user;
    await fc.assert(
      fc.asyncProperty(validBody(PROFILE_SPEC), async (body) => {
        const response = await send(t, 'PATCH', '/api/auth/me', json(body), cookie);
        expect(response.statusCode, response.body).toBe(200);
        expected = { ...expected, ...stored(body, Object.keys(body)) };
        const read = await ownerGet<{ user: Body }>(t, cookie, '/api/auth/me');
        expect(read.user).toEqual(expected);
        expect(response.json()).toEqual(read);
      }),
      { numRuns: VALID_RUNS },
    );
  });
});
