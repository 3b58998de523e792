import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import { sharedTripPath, TRIP_LIMITS } from '#shared/trips/trip.ts';
import type { TripLink } from '#shared/trips/trip-schema.ts';
import type { Executor } from './location-reads';
import type { TripLinksTable } from './trips-tables';

// Share links: a token that opens one trip without an account until it is revoked or expires.
// The token is kept as it is (not hashed) because the owner lists and copies links at any time; it
// opens one trip for reading only, which the owner can revoke at once.

/** 32 random bytes, base64url: 43 characters, what the contract's token pattern takes. */
const TOKEN_BYTES = 32;

function toLink(row: Selectable<TripLinksTable>, now: Date): TripLink {
  const expired = row.expiresAt !== null && row.expiresAt <= now.toISOString();
  return {
    id: row.id,
    name: row.name,
    token: row.token,
    path: sharedTripPath(row.token),
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    revokedAt: row.revokedAt,
    state: row.revokedAt !== null ? 'revoked' : expired ? 'expired' : 'active',
  };
}

/** A trip's links, newest first, revoked and expired ones included. */
export async function listTripLinks(db: Executor, tripId: number, now = new Date()): Promise<TripLink[]> {
  const rows = await db
    .selectFrom('tripLinks')
    .selectAll()
    .where('tripId', '=', tripId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => toLink(row, now));
}

export type LinkCreation = { outcome: 'done'; link: TripLink } | { outcome: 'too-many' };

/** A new link; refused when the trip already has TRIP_LIMITS.linksMax links not revoked. */
export async function createTripLink(
  db: Executor,
  tripId: number,
  { name, expiresAt }: { name: string; expiresAt: string | null },
  now = new Date(),
): Promise<LinkCreation> {
  const { count } = await db
    .selectFrom('tripLinks')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('tripId', '=', tripId)
    .where('revokedAt', 'is', null)
    .executeTakeFirstOrThrow();
  if (Number(count) >= TRIP_LIMITS.linksMax) return { outcome: 'too-many' };
  const row = await db
    .insertInto('tripLinks')
    .values({
      tripId,
      name,
      token: randomBytes(TOKEN_BYTES).toString('base64url'),
      createdAt: now.toISOString(),
      // UTC, so that it compares with now as text on both engines.
      expiresAt: expiresAt === null ? null : new Date(expiresAt).toISOString(),
      revokedAt: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { outcome: 'done', link: toLink(row, now) };
}

/** Revokes the link (one already revoked stays as it was); undefined when the trip has no such link. */
export async function revokeTripLink(
  db: Executor,
  tripId: number,
  linkId: number,
  now = new Date(),
): Promise<TripLink | undefined> {
  await db
    .updateTable('tripLinks')
    .set({ revokedAt: now.toISOString() })
    .where('tripId', '=', tripId)
    .where('id', '=', linkId)
    .where('revokedAt', 'is', null)
    .execute();
  const row = await db
    .selectFrom('tripLinks')
    .selectAll()
    .where('tripId', '=', tripId)
    .where('id', '=', linkId)
    .executeTakeFirst();
  return row && toLink(row, now);
}
