import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** Renew the idle deadline at most this often, so reads do not write on every request. */
const TOUCH_EVERY_MS = 60 * 1000;

export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-fru_session' : 'fru_session';
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new random token (256 bits); only its hash is stored. */
export async function createSession(db: Kysely<DB>, userId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const iso = now.toISOString();
  await db
    .insertInto('sessions')
    .values({
      id: hashToken(token),
      userId,
      createdAt: iso,
      lastSeenAt: iso,
      expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
    })
    .execute();
  return token;
}

/** The session's user id when the token is live; renews the idle deadline. */
export async function readSession(
  db: Kysely<DB>,
  token: string,
  now = new Date(),
): Promise<{ userId: number; id: string } | undefined> {
  const id = hashToken(token);
  const session = await db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
  if (!session) return undefined;
  const idleDeadline = Date.parse(session.lastSeenAt) + SESSION_IDLE_MS;
  if (now.getTime() >= idleDeadline || now.getTime() >= Date.parse(session.expiresAt)) {
    await db.deleteFrom('sessions').where('id', '=', id).execute();
    return undefined;
  }
  if (now.getTime() - Date.parse(session.lastSeenAt) > TOUCH_EVERY_MS) {
    await db.updateTable('sessions').set({ lastSeenAt: now.toISOString() }).where('id', '=', id).execute();
  }
  return { userId: session.userId, id };
}

/**
 * Whether the request is the owner's, on any path: the API's hook (app.ts) has read the session of
 * /api/ requests already; a page's or an image's request reads it from its cookie here.
 */
export async function isOwnerRequest(
  request: FastifyRequest,
  db: Kysely<DB>,
  secure: boolean,
): Promise<boolean> {
  if (request.session) return true;
  const token = request.cookies[sessionCookieName(secure)];
  return token ? (await readSession(db, token)) !== undefined : false;
}

export async function deleteSession(db: Kysely<DB>, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', hashToken(token)).execute();
}

/** Ends every session of the user except the one given (after a password change). */
export async function deleteOtherSessions(
  db: Kysely<DB>,
  userId: number,
  keepId: string | undefined,
): Promise<void> {
  let query = db.deleteFrom('sessions').where('userId', '=', userId);
  if (keepId) query = query.where('id', '!=', keepId);
  await query.execute();
}
