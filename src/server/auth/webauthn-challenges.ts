import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB, WebauthnChallengesTable } from '../db/schema';

// The challenge of a WebAuthn ceremony under way, kept in the database that every instance shares
// (the options may come from one instance and the answer reach another). The browser holds only a
// random token in a short-lived HttpOnly cookie; the row is its hash. A challenge is used once.

/** Time to answer: the browser's own prompt times out first (the options say 5 minutes). */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

export type ChallengePurpose = WebauthnChallengesTable['purpose'];

export function challengeCookieName(secure: boolean): string {
  return secure ? '__Host-fru_webauthn' : 'fru_webauthn';
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Stores a challenge; returns the token for the browser's cookie. Expired ones are swept first. */
export async function storeChallenge(
  db: Kysely<DB>,
  challenge: { challenge: string; purpose: ChallengePurpose; userId: number | null },
  now = new Date(),
): Promise<string> {
  await db.deleteFrom('webauthnChallenges').where('expiresAt', '<', now.toISOString()).execute();
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('webauthnChallenges')
    .values({
      id: hashToken(token),
      ...challenge,
      expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS).toISOString(),
    })
    .execute();
  return token;
}

/**
 * Takes (and deletes, so it cannot be replayed) the challenge the cookie names, when it is live and
 * for one of these purposes; undefined otherwise.
 */
export async function takeChallenge(
  db: Kysely<DB>,
  token: string | undefined,
  purposes: readonly ChallengePurpose[],
  now = new Date(),
): Promise<{ challenge: string; purpose: ChallengePurpose; userId: number | null } | undefined> {
  if (!token) return undefined;
  const row = await db
    .deleteFrom('webauthnChallenges')
    .where('id', '=', hashToken(token))
    .returning(['challenge', 'purpose', 'userId', 'expiresAt'])
    .executeTakeFirst();
  if (!row || row.expiresAt <= now.toISOString() || !purposes.includes(row.purpose)) return undefined;
  return { challenge: row.challenge, purpose: row.purpose, userId: row.userId };
}
