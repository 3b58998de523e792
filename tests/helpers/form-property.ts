import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { expect, it } from 'vitest';
import { ORIGIN, type TestApp } from './test-app';
import { dumpDatabase } from './db-dump';
import { freshAddress } from './forms';
import { badBody, validBody, type BodySpec, type RawBody } from './form-arbitraries';
import { READ_SPEC, unknownIds } from './form-specs';

// The request and the checks the property tests of tests/api/forms-property.test.ts repeat.

export const BAD_RUNS = 1000;
/** A thousand requests, each with a dump of the database before and after, take a while on PostgreSQL. */
export const BAD_TIMEOUT = 180_000;

export type Body = Record<string, unknown>;
export type Method = 'POST' | 'PATCH';

export const json = (body: unknown): RawBody => ({
  why: 'valid',
  payload: JSON.stringify(body),
  contentType: 'application/json',
});

/** Like the `request` helper of test-app.ts, with a raw body and a fresh client address each time (public forms allow 5 a minute per address). */
export function send(t: TestApp, method: Method, url: string, raw: RawBody, cookie?: string) {
  const options: InjectOptions = {
    method,
    url: raw.url ?? url,
    payload: raw.payload,
    remoteAddress: freshAddress(),
    headers: {
      origin: ORIGIN,
      host: 'localhost:3000',
      'content-type': raw.contentType,
      ...(cookie ? { cookie } : {}),
    },
  };
  return t.app.inject(options);
}

export async function ownerGet<T>(t: TestApp, cookie: string, url: string): Promise<T> {
  const response = await t.request({ method: 'GET', url, cookie });
  expect(response.statusCode).toBe(200);
  return response.json<T>();
}

export async function expectBadBodiesRefused(
  t: TestApp,
  method: Method,
  url: string,
  spec: BodySpec,
  options: { cookie?: string; extra?: fc.Arbitrary<RawBody>[] } = {},
) {
  // The database as the last request left it: each request is compared with what was there just
  // before it (one dump a request), so one accepted body does not fail (and misreport) every later one.
  let known = await dumpDatabase(t.database);
  await fc.assert(
    fc.asyncProperty(badBody(spec, options.extra), async (raw) => {
      const before = known;
      const response = await send(t, method, url, raw, options.cookie);
      known = await dumpDatabase(t.database);
      const why = `${raw.why} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
      expect(response.statusCode, why).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, why).toBeLessThan(500);
      expect(response.headers['content-type'], why).toMatch(/^application\/json; charset=utf-8/);
      expect(response.json(), why).toEqual({
        error: expect.objectContaining({ code: expect.any(String), message: expect.any(String) }),
      });
      expect(known, why).toBe(before);
    }),
    { numRuns: BAD_RUNS },
  );
}

/** The values as the contract stores them: text trimmed, absent optional text empty. */
export function stored(body: Body, keys: string[]): Body {
  return Object.fromEntries(
    keys.map((key) => [key, typeof body[key] === 'string' ? body[key].trim() : (body[key] ?? '')]),
  );
}

/** A valid `read` flag on an existing item reads back; unknown ids are refused. */
export function readFlagTests(
  getT: () => TestApp,
  getCookie: () => string,
  path: string,
  idOf: () => string,
) {
  it(
    `${BAD_RUNS} bad PATCH ${path}/:id bodies answer 4xx and change nothing`,
    async () => {
      await expectBadBodiesRefused(getT(), 'PATCH', `${path}/${idOf()}`, READ_SPEC, {
        cookie: getCookie(),
        extra: [unknownIds(path, validBody(READ_SPEC))],
      });
    },
    BAD_TIMEOUT,
  );

  it(`valid PATCH ${path}/:id bodies read back`, async () => {
    await fc.assert(
      fc.asyncProperty(validBody(READ_SPEC), async (body) => {
        const response = await send(getT(), 'PATCH', `${path}/${idOf()}`, json(body), getCookie());
        expect(response.statusCode).toBe(204);
        const items = await ownerGet<{ id: string; read: boolean }[]>(getT(), getCookie(), path);
        expect(items.find((item) => item.id === idOf())?.read).toBe(body.read);
      }),
      { numRuns: 20 },
    );
  });
}
