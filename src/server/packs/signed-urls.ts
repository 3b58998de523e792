import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { PACK_LIMITS, type LibraryFormat } from '#shared/packs/pack.ts';
import type { Executor } from '../db/location-reads';
import { forbidden } from '../errors';

/**
 * Short-lived download URLs of a library: `expires` (Unix seconds) and `sig`, an HMAC-SHA256 of
 * the token, the format and `expires`, keyed by a secret made once and kept in the database
 * (pack_secrets), so every instance signs and checks alike.
 */
const SECRET_NAME = 'library_downloads';
const cached = new WeakMap<Executor, Buffer>();

async function signingKey(db: Executor): Promise<Buffer> {
  const known = cached.get(db);
  if (known) return known;
  await db
    .insertInto('packSecrets')
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('packSecrets')
    .select('value')
    .where('name', '=', SECRET_NAME)
    .executeTakeFirstOrThrow();
  const key = Buffer.from(row.value, 'base64url');
  cached.set(db, key);
  return key;
}

const mac = (key: Buffer, token: string, format: string, expires: number) =>
  createHmac('sha256', key).update(`${token}\n${format}\n${expires}`).digest('base64url');

/** The download's path with its signature, valid for PACK_LIMITS.downloadUrlSeconds. */
export async function signedDownload(db: Executor, token: string, format: LibraryFormat, now = new Date()) {
  const expires = Math.floor(now.getTime() / 1000) + PACK_LIMITS.downloadUrlSeconds;
  const sig = mac(await signingKey(db), token, format, expires);
  return {
    format,
    url: `/api/library/${token}/files/${format}?expires=${expires}&sig=${sig}`,
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}

/** 403 with a clear message unless the signature is this URL's and it has not expired. */
export async function checkDownload(
  db: Executor,
  token: string,
  format: string,
  query: { expires: string; sig: string },
  now = new Date(),
): Promise<void> {
  const expires = Number(query.expires);
  const expected = Buffer.from(mac(await signingKey(db), token, format, expires));
  const given = Buffer.from(query.sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw forbidden('This download link is not valid. Open your library again for a fresh one.');
  if (expires * 1000 < now.getTime())
    throw forbidden('This download link has expired. Open your library again for a fresh one.');
}
