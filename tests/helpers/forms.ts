import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from './test-app';

let lastOctet = 0;

/**
 * A fresh client address for each call, so the per-address rate limits of the public forms
 * only come into play in the tests that are about them.
 */
export function freshAddress(): string {
  lastOctet += 1;
  return `10.0.${Math.floor(lastOctet / 250) % 250}.${(lastOctet % 250) + 1}`;
}

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The owner's view of a list (messages, suggestions, waitlist). */
export async function ownerList(t: TestApp, cookie: string, path: string): Promise<unknown[]> {
  const response = await t.request({ method: 'GET', url: path, cookie });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** A 4xx answer in the API's error shape. */
export function expectErrorShape(response: LightMyRequestResponse, status: number, code?: string) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json; charset=utf-8/);
  const body = response.json();
  expect(body).toEqual({
    error: expect.objectContaining({ code: code ?? expect.any(String), message: expect.any(String) }),
  });
  expect(body.error.message.length).toBeGreaterThan(0);
  return body.error as { code: string; message: string; fields?: Record<string, string> };
}

/** Posts the same JSON body `count` times from one address; returns the answers. */
export async function postRepeatedly(
  t: TestApp,
  url: string,
  payload: (i: number) => object,
  count: number,
  remoteAddress: string,
) {
  const responses: LightMyRequestResponse[] = [];
  for (let i = 0; i < count; i += 1) {
    responses.push(await t.request({ method: 'POST', url, payload: payload(i), remoteAddress }));
  }
  return responses;
}
