import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type {
  InboxMessage,
  InboxSuggestion,
  InboxUnread,
  MessageType,
  WaitlistEntry,
} from '#shared/forms.ts';
import type { DB, ReadFlag } from './schema';

// What visitors send (messages, suggestions, the waitlist) and what the owner reads.
// Ids are random UUIDs in text columns.

/** 32 random bytes: far beyond guessing, and URL-safe as it stands. */
const TOKEN_BYTES = 32;

export type InboxKind = 'messages' | 'suggestions' | 'waitlist';

const now = () => new Date().toISOString();

/** `read` is 0 or 1 in the database (see ReadFlag) and a boolean in the API: the one conversion, both ways. */
const readFlag = (column: ReadFlag): boolean => column === 1;
const readColumn = (read: boolean): ReadFlag => (read ? 1 : 0);

export interface NewMessage {
  name: string;
  email: string;
  type: MessageType;
  subject: string;
  message: string;
}

export async function createMessage(db: Kysely<DB>, input: NewMessage): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('messages')
    .values({ id, ...input, read: readColumn(false), createdAt: now() })
    .execute();
  return id;
}

export async function listMessages(db: Kysely<DB>): Promise<InboxMessage[]> {
  const rows = await db
    .selectFrom('messages')
    .selectAll()
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, read: readFlag(row.read) }));
}

export interface NewSuggestion {
  placeName: string;
  location?: string;
  reason?: string;
  name?: string;
}

export async function createSuggestion(db: Kysely<DB>, input: NewSuggestion): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('suggestions')
    .values({
      id,
      placeName: input.placeName,
      location: input.location ?? '',
      reason: input.reason ?? '',
      submitterName: input.name ?? '',
      read: readColumn(false),
      createdAt: now(),
    })
    .execute();
  return id;
}

export async function listSuggestions(db: Kysely<DB>): Promise<InboxSuggestion[]> {
  const rows = await db
    .selectFrom('suggestions')
    .selectAll()
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(({ submitterName, ...row }) => ({ ...row, name: submitterName, read: readFlag(row.read) }));
}

/**
 * Adds the (already lowercased) address once; joining again changes nothing, so the answer
 * never tells anyone whether an address was on the list.
 */
export async function joinWaitlist(db: Kysely<DB>, email: string): Promise<void> {
  await db
    .insertInto('waitlist')
    .values({
      id: randomUUID(),
      email,
      token: randomBytes(TOKEN_BYTES).toString('base64url'),
      read: readColumn(false),
      createdAt: now(),
    })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .execute();
}

/** Removes the subscriber holding this token; false when no one does. */
export async function leaveWaitlist(db: Kysely<DB>, token: string): Promise<boolean> {
  const result = await db.deleteFrom('waitlist').where('token', '=', token).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Everyone on the list, in the order they joined, with the token of each one's leave link. */
export async function exportWaitlist(
  db: Kysely<DB>,
): Promise<{ email: string; token: string; createdAt: string }[]> {
  return db
    .selectFrom('waitlist')
    .select(['email', 'token', 'createdAt'])
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

export async function listWaitlist(db: Kysely<DB>): Promise<WaitlistEntry[]> {
  const rows = await db
    .selectFrom('waitlist')
    .select(['id', 'email', 'read', 'createdAt'])
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, read: readFlag(row.read) }));
}

/**
 * Links a suggestion to the place made from it, and marks it read. 'no-place' when that place does
 * not exist (or is in the trash), 'no-suggestion' when the suggestion does not.
 */
export async function markSuggestionAdded(
  db: Kysely<DB>,
  id: string,
  locationId: number,
): Promise<'ok' | 'no-place' | 'no-suggestion'> {
  return db.transaction().execute(async (trx) => {
    const place = await trx
      .selectFrom('locations')
      .select('id')
      .where('id', '=', locationId)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    if (!place) return 'no-place';
    const result = await trx
      .updateTable('suggestions')
      .set({ addedLocationId: locationId, read: readColumn(true) })
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n ? 'ok' : 'no-suggestion';
  });
}

/** Marks one item read or unread; false when the id is unknown. */
export async function setRead(db: Kysely<DB>, kind: InboxKind, id: string, read: boolean): Promise<boolean> {
  const result = await db
    .updateTable(kind)
    .set({ read: readColumn(read) })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes one item; false when the id is unknown. */
export async function deleteInboxItem(db: Kysely<DB>, kind: InboxKind, id: string): Promise<boolean> {
  const result = await db.deleteFrom(kind).where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** What the owner has not yet read: messages and suggestions (subscribers are not things to read). */
export async function countUnread(db: Kysely<DB>): Promise<InboxUnread> {
  const count = async (kind: 'messages' | 'suggestions') => {
    const row = await db
      .selectFrom(kind)
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
      .where('read', '=', readColumn(false))
      .executeTakeFirstOrThrow();
    // PostgreSQL counts in bigint, which its driver hands over as text.
    return Number(row.count);
  };
  const [messages, suggestions] = await Promise.all([count('messages'), count('suggestions')]);
  return { messages, suggestions, total: messages + suggestions };
}
