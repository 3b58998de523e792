import type { Kysely, Selectable } from 'kysely';
import type { PasskeyList, PasskeySummary } from '#shared/passkey-schema.ts';
import type { DB, PasskeysTable } from './schema';

// The owner's passkeys and the setting that makes a password sign-in ask for one; read and
// written only here.

/** A passkey as SimpleWebAuthn verifies it: `id` is the credential id. */
export interface StoredPasskey {
  id: string;
  userId: number;
  publicKey: Uint8Array<ArrayBuffer>;
  counter: number;
  transports: string[];
}

export async function listPasskeys(db: Kysely<DB>, userId: number): Promise<PasskeySummary[]> {
  return db
    .selectFrom('passkeys')
    .select(['id', 'name', 'createdAt', 'lastUsedAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

/** The list Profile Settings shows, with the second-factor setting. */
export async function passkeyList(db: Kysely<DB>, userId: number): Promise<PasskeyList> {
  const [passkeys, user] = await Promise.all([
    listPasskeys(db, userId),
    db.selectFrom('users').select('requirePasskey').where('id', '=', userId).executeTakeFirst(),
  ]);
  return { passkeys, requirePasskey: passkeys.length > 0 && user?.requirePasskey === 1 };
}

const storedColumns = ['credentialId', 'userId', 'publicKey', 'counter', 'transports'] as const;

function toStored({
  credentialId,
  ...row
}: Pick<Selectable<PasskeysTable>, (typeof storedColumns)[number]>): StoredPasskey {
  return {
    ...row,
    id: credentialId,
    publicKey: new Uint8Array(Buffer.from(row.publicKey, 'base64url')),
    transports: JSON.parse(row.transports) as string[],
  };
}

export async function findPasskey(db: Kysely<DB>, credentialId: string): Promise<StoredPasskey | undefined> {
  const row = await db
    .selectFrom('passkeys')
    .select(storedColumns)
    .where('credentialId', '=', credentialId)
    .executeTakeFirst();
  return row && toStored(row);
}

/** The user's passkeys with their keys: what a ceremony names (to allow, or to exclude). */
export async function storedPasskeys(db: Kysely<DB>, userId: number): Promise<StoredPasskey[]> {
  const rows = await db.selectFrom('passkeys').select(storedColumns).where('userId', '=', userId).execute();
  return rows.map(toStored);
}

/** True when a right password must be completed with a passkey: the setting is on and one exists. */
export async function passkeyRequired(db: Kysely<DB>, userId: number): Promise<boolean> {
  return (await passkeyList(db, userId)).requirePasskey;
}

/** Adds a passkey; the first one turns the second factor on (the owner may turn it off). */
export async function insertPasskey(
  db: Kysely<DB>,
  passkey: Omit<StoredPasskey, 'userId'> & { userId: number; name: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { count } = await trx
      .selectFrom('passkeys')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('userId', '=', passkey.userId)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('passkeys')
      .values({
        credentialId: passkey.id,
        userId: passkey.userId,
        publicKey: Buffer.from(passkey.publicKey).toString('base64url'),
        counter: passkey.counter,
        transports: JSON.stringify(passkey.transports),
        name: passkey.name,
        createdAt: new Date().toISOString(),
      })
      .execute();
    if (Number(count) === 0) {
      await trx.updateTable('users').set({ requirePasskey: 1 }).where('id', '=', passkey.userId).execute();
    }
  });
}

/** After a sign-in with it: the authenticator's new counter, and when. */
export async function markPasskeyUsed(db: Kysely<DB>, credentialId: string, counter: number): Promise<void> {
  await db
    .updateTable('passkeys')
    .set({ counter, lastUsedAt: new Date().toISOString() })
    .where('credentialId', '=', credentialId)
    .execute();
}

/** Removes one passkey; false when the user has none by that id. */
export async function deletePasskey(db: Kysely<DB>, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('passkeys')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function setRequirePasskey(db: Kysely<DB>, userId: number, required: boolean): Promise<void> {
  await db
    .updateTable('users')
    .set({ requirePasskey: required ? 1 : 0 })
    .where('id', '=', userId)
    .execute();
}
