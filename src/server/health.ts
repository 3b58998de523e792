import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Database } from './db/index';
import type { OutageLog } from './db/outage-log';
import { migrationProvider } from './db/migrations/index';
import { opsApi } from '../shared/api/ops';
import { routeServer } from './api/serve';
import { unavailable } from './errors';
import type { WarmUp } from './warm-up';

/** The migrations this build carries that the database has not run yet. */
async function pendingMigrations(database: Database): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(database.db);
  const done = new Set(rows.map((row) => row.name));
  return Object.keys(await migrationProvider.getMigrations()).filter((name) => !done.has(name));
}

/**
 * For load balancers and orchestrators. GET /healthz: the process is alive and answering (nothing
 * else is checked, so a database outage does not get healthy instances restarted). GET /readyz: the
 * database answers and has every migration of this build, and the instance has built what visitors
 * read first (warm-up.ts), so it can take traffic; 503 with Retry-After otherwise (and while the
 * instance stops).
 */
export function registerHealth(
  app: FastifyInstance,
  database: Database,
  warmUp: WarmUp,
  outage?: OutageLog,
): void {
  const serve = routeServer(app, {}, { mountedAt: '' });
  serve(opsApi.alive, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ ok: true }),
  );

  serve(opsApi.ready, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    let pending: string[];
    try {
      pending = await pendingMigrations(database);
    } catch (error) {
      if (outage) outage.refused(error);
      else request.log.warn({ err: error }, 'not ready: the database cannot be reached');
      throw unavailable('The database cannot be reached.');
    }
    if (pending.length > 0) throw unavailable('The database is not migrated to this version yet.');
    if (!warmUp.ready) throw unavailable('The site is still preparing the map and the list.', 1);
    return reply.send({ ok: true });
  });
}
