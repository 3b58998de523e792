import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { RawRequest } from './archive-arbitraries';
import { dumpDatabase } from './db-dump';
import { freshAddress } from './forms';
import { ORIGIN, type TestApp } from './test-app';

// The check of every property test of a write endpoint: a generated bad request is answered and
// leaves every stored byte as it was.

export interface RawSend {
  method?: 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  /** The owner's session; undefined sends the request as a visitor. */
  cookie?: string;
  /** The body sent when the generated request has none. */
  body?: string;
}

/** Sends the raw request from a fresh address; the database must be as it was. */
export async function sendUnchanged(
  t: TestApp,
  raw: RawRequest,
  { method = 'POST', url, cookie, body = '{}' }: RawSend,
): Promise<{ response: LightMyRequestResponse; why: string }> {
  const before = await dumpDatabase(t.database);
  const response = await t.app.inject({
    method,
    url,
    remoteAddress: freshAddress(),
    payload: raw.payload ?? body,
    headers: {
      origin: ORIGIN,
      host: 'localhost:3000',
      'content-type': raw.contentType ?? 'application/json',
      ...(cookie ? { cookie } : {}),
      ...raw.headers,
    },
  });
  const why = `${raw.why} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(await dumpDatabase(t.database), why).toBe(before);
  return { response, why };
}

/** Sends the raw request; the answer must be a 4xx in the error shape and the database unchanged. */
export async function expectRefusedUnchanged(
  t: TestApp,
  raw: RawRequest,
  send: RawSend,
): Promise<LightMyRequestResponse> {
  const { response, why } = await sendUnchanged(t, raw, send);
  expect(response.statusCode, why).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, why).toBeLessThan(500);
  expect(response.json(), why).toEqual({
    error: expect.objectContaining({ code: expect.any(String), message: expect.any(String) }),
  });
  return response;
}

/** The same check as a property's predicate: `fc.asyncProperty(badBody, refusesUnchanged(t, send))`. */
export const refusesUnchanged =
  (t: TestApp, send: RawSend) =>
  async (raw: RawRequest): Promise<void> => {
    await expectRefusedUnchanged(t, raw, send);
  };
