import type { FastifyInstance, InjectOptions } from 'fastify';
import type { AnalyticsEvent } from '../../src/shared/analytics/analytics';
import { sql } from 'kysely';
import { openDatabase, type Database } from '../../src/server/db/index';
import { ORIGIN, type TestApp } from './test-app';

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

export interface Fixture {
  day: string;
  type?: AnalyticsEvent;
  path?: string;
  visitor: string;
  referrerHost?: string;
  utmCampaign?: string;
  country?: string;
  device?: 'desktop' | 'mobile';
  browser?: string;
  target?: string;
}

/** Raw rows as the counting writes them (analytics_events is the contract between the two). */
export async function insertEvents(database: Database, fixtures: Fixture[]): Promise<void> {
  await database.db
    .insertInto('analyticsEvents')
    .values(
      fixtures.map((f) => ({
        at: `${f.day}T12:00:00.000Z`,
        day: f.day,
        type: f.type ?? 'pageview',
        path: f.path ?? '/',
        referrerHost: f.referrerHost ?? null,
        utmSource: null,
        utmMedium: null,
        utmCampaign: f.utmCampaign ?? null,
        device: f.device ?? 'desktop',
        browser: f.browser ?? 'Firefox',
        country: f.country ?? null,
        visitor: f.visitor,
        target: f.target ?? null,
      })),
    )
    .execute();
}

/** A second handle on the same database: what another instance's process has. */
export async function secondHandle(t: TestApp): Promise<Database> {
  if (t.database.sqlite) return openDatabase(`sqlite:${t.database.sqlite.name}`);
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.database.db);
  return openDatabase(t.config.databaseUrl, { schema: rows[0]!.schema });
}
