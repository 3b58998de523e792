import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Database } from '../../src/server/db/index';
import { ORIGIN } from './test-app';

export const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
export const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
export const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** A visitor's request to `app`: a browser's user agent, from `address`, same-origin. */
export function visit(
  app: FastifyInstance,
  options: InjectOptions & { address?: string; userAgent?: string },
) {
  const { address = '8.8.8.8', userAgent = CHROME, headers, ...rest } = options;
  return app.inject({
    method: 'GET',
    ...rest,
    remoteAddress: address,
    headers: { origin: ORIGIN, host: 'localhost:3000', 'user-agent': userAgent, ...headers },
  });
}

/** A beacon as navigator.sendBeacon sends a string (text/plain). */
export function beacon(
  app: FastifyInstance,
  body: string | object,
  options: { address?: string; userAgent?: string; headers?: Record<string, string> } = {},
) {
  return visit(app, {
    method: 'POST',
    url: '/api/beacon',
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    ...options,
    headers: { 'content-type': 'text/plain;charset=UTF-8', ...options.headers },
  });
}

/** Lets the answers' onResponse hooks run, then writes what the instances queued. */
export async function flushed(...apps: FastifyInstance[]): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  for (const app of apps) await app.analytics.flush();
}

export function storedEvents(database: Database) {
  return database.db.selectFrom('analyticsEvents').selectAll().orderBy('id').execute();
}
