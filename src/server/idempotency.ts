import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from './db/schema';
import { badInput, HttpError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A creating POST: an Idempotency-Key makes its repeats answer the first answer. */
    idempotent?: boolean;
  }
}

/** A repeat within this long answers the first answer; after it, the key is forgotten. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** How long a repeat waits for the first request, still being answered, before giving up. */
export const IN_FLIGHT_WAIT_MS = 10_000;
const POLL_MS = 50;
/**
 * A first request still unanswered after this long died with its process (a crash or a kill):
 * its key is free again. Longer than the longest import takes.
 */
const ABANDONED_MS = 5 * 60 * 1000;

/** 1 to 200 printable ASCII characters (a UUID is what the app sends). */
const KEY = /^[\x20-\x7e]{1,200}$/;
const JSON_TYPE = 'application/json; charset=utf-8';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Claim = { claimed: true } | { claimed: false; status: number; body: string };

/**
 * The key's row is inserted first (a unique key): one request wins it and is answered; every
 * repeat finds the row and answers its stored answer, waiting while it is still being answered.
 */
async function claim(db: Kysely<DB>, key: string): Promise<Claim> {
  const now = Date.now();
  await db
    .deleteFrom('idempotencyKeys')
    .where('key', '=', key)
    .where((eb) =>
      eb.or([
        eb('createdAt', '<', new Date(now - IDEMPOTENCY_TTL_MS).toISOString()),
        eb.and([eb('status', 'is', null), eb('createdAt', '<', new Date(now - ABANDONED_MS).toISOString())]),
      ]),
    )
    .execute();
  const deadline = now + IN_FLIGHT_WAIT_MS;
  for (;;) {
    const inserted = await db
      .insertInto('idempotencyKeys')
      .values({ key, status: null, body: null, createdAt: new Date().toISOString() })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return { claimed: true };
    const row = await db
      .selectFrom('idempotencyKeys')
      .select(['status', 'body'])
      .where('key', '=', key)
      .executeTakeFirst();
    // Gone: the first request failed and let the key go, so this one may try.
    if (!row) continue;
    if (row.status !== null) return { claimed: false, status: row.status, body: row.body ?? '' };
    if (Date.now() > deadline) {
      throw new HttpError(
        409,
        'in_progress',
        'A request with this Idempotency-Key is still being answered. Please try again in a moment.',
        { retryAfter: 1 },
      );
    }
    await sleep(POLL_MS);
  }
}

/** Forgets answers older than 24 hours (at start and every hour). */
export async function purgeIdempotencyKeys(db: Kysely<DB>, now = new Date()): Promise<void> {
  await db
    .deleteFrom('idempotencyKeys')
    .where('createdAt', '<', new Date(now.getTime() - IDEMPOTENCY_TTL_MS).toISOString())
    .execute();
}

/**
 * Idempotency-Key on the creating POSTs (routes with `config.idempotent`): a repeat with the same
 * key answers the first answer (status and body) and creates nothing. Only a 2xx is remembered;
 * after a failure the key is free, so the same submission can be tried again.
 */
export function registerIdempotency(app: FastifyInstance, db: Kysely<DB>): void {
  // The requests that won their key and whose answer is still to be stored.
  const claimed = new WeakMap<FastifyRequest, string>();
  const release = (key: string) => db.deleteFrom('idempotencyKeys').where('key', '=', key).execute();

  // After the body was read and checked (a refused body claims nothing), before the handler.
  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.idempotent) return;
    const sent = request.headers['idempotency-key'];
    if (sent === undefined) return;
    if (typeof sent !== 'string' || !KEY.test(sent)) {
      throw badInput(
        { 'Idempotency-Key': 'An Idempotency-Key is 1 to 200 printable ASCII characters (a UUID, say)' },
        'The Idempotency-Key header is not valid.',
      );
    }
    const key = `${request.method} ${request.routeOptions.url ?? ''} ${sent}`;
    const first = await claim(db, key);
    if (first.claimed) return void claimed.set(request, key);
    return reply.status(first.status).header('idempotent-replayed', 'true').type(JSON_TYPE).send(first.body);
  });

  // Stored before the answer leaves, so a repeat never finds the key free after a success.
  app.addHook('onSend', async (request, reply, payload) => {
    const key = claimed.get(request);
    if (key === undefined) return payload;
    claimed.delete(request);
    if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string') {
      await db
        .updateTable('idempotencyKeys')
        .set({ status: reply.statusCode, body: payload })
        .where('key', '=', key)
        .execute();
    } else {
      await release(key);
    }
    return payload;
  });

  // A request that ended without an answer (the client went away) lets its key go.
  app.addHook('onResponse', async (request) => {
    const key = claimed.get(request);
    if (key === undefined) return;
    claimed.delete(request);
    await release(key);
  });
}
