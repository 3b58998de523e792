import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

// OWASP's "Slow down online guessing attacks with device cookies": a browser that has signed in
// before carries a cookie naming the user, signed with a server secret. Failed sign-ins from it are
// counted for that cookie alone, so attacks from elsewhere never lock it out.

/** How long a browser stays known after its last sign-in. */
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

const SECRET_SETTING = 'device_cookie_secret';

export function deviceCookieName(secure: boolean): string {
  return secure ? '__Host-fru_device' : 'fru_device';
}

/**
 * The signing secret, kept in the settings table so that every instance signs and checks alike.
 * The first instance to need it writes a random one; the others read that one.
 */
async function loadSecret(db: Kysely<DB>): Promise<Buffer> {
  await db
    .insertInto('settings')
    .values({
      key: SECRET_SETTING,
      value: randomBytes(32).toString('base64url'),
      updatedAt: new Date().toISOString(),
    })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', SECRET_SETTING)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64url');
}

export interface DeviceCookies {
  /** A new cookie value for a browser that just signed in as this user: `user.nonce.signature`. */
  issue(userId: number): Promise<string>;
  /** The device's id (its nonce) when the value is a cookie we signed naming this user; else undefined. */
  read(value: string | undefined, userId: number): Promise<string | undefined>;
}

export function createDeviceCookies(db: Kysely<DB>): DeviceCookies {
  let secret: Promise<Buffer> | undefined;
  const getSecret = () => {
    // Read once; a failed read (database down) is tried again next time.
    secret ??= loadSecret(db).catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
    return secret;
  };
  const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest();

  return {
    async issue(userId) {
      const payload = `${userId}.${randomBytes(16).toString('base64url')}`;
      return `${payload}.${sign(await getSecret(), payload).toString('base64url')}`;
    },
    async read(value, userId) {
      const match = /^(\d+)\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(value ?? '');
      if (!match || Number(match[1]) !== userId) return undefined;
      const expected = sign(await getSecret(), `${match[1]}.${match[2]}`);
      const given = Buffer.from(match[3]!, 'base64url');
      return given.length === expected.length && timingSafeEqual(given, expected) ? match[2] : undefined;
    },
  };
}
