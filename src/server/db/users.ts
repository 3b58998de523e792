import type { Kysely } from 'kysely';
import type { User } from '#shared/auth.ts';
import type { DB, NewUserRow, UserRowChanges } from './schema';

// The users table: the one owner account today (auth/owner.ts), read and written only here.

/** What the API shows of a user: never the password hash. */
export async function getUser(db: Kysely<DB>, id: number): Promise<User | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'joinDate', 'avatar'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function getPasswordHash(db: Kysely<DB>, id: number): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('passwordHash').where('id', '=', id).executeTakeFirst();
  return row?.passwordHash;
}

export async function insertUser(db: Kysely<DB>, user: NewUserRow): Promise<void> {
  await db.insertInto('users').values(user).execute();
}

/** Changes the given columns and stamps updatedAt. */
export async function updateUser(
  db: Kysely<DB>,
  id: number,
  changes: Omit<UserRowChanges, 'id' | 'updatedAt'>,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...changes, updatedAt: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}
