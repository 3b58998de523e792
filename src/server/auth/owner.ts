import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { ConfigError } from '../config';
import { generatePassword, hashPassword, verifyPassword } from './password';
import { passwordProblem } from './password-policy';
import { deleteOtherSessions } from './sessions';

export const OWNER_ID = 1;

export const DEFAULT_OWNER = {
  name: 'Fru',
  email: 'hello@fruworld.com',
  avatar: '',
} as const;

export interface User {
  id: number;
  name: string;
  email: string;
  joinDate: string;
  avatar: string;
}

export async function getOwner(db: Kysely<DB>): Promise<User | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'joinDate', 'avatar'])
    .where('id', '=', OWNER_ID)
    .executeTakeFirst();
}

/**
 * Makes sure the one owner account exists. OWNER_PASSWORD sets its password at every start;
 * without it the first start generates one, which the caller prints once.
 */
export async function ensureOwner(
  db: Kysely<DB>,
  ownerPassword: string | undefined,
): Promise<{ generatedPassword?: string }> {
  const problem = ownerPassword === undefined ? undefined : passwordProblem(ownerPassword);
  if (problem) throw new ConfigError(`Invalid environment variable OWNER_PASSWORD: ${problem.toLowerCase()}`);
  const now = new Date().toISOString();
  const existing = await db
    .selectFrom('users')
    .select('passwordHash')
    .where('id', '=', OWNER_ID)
    .executeTakeFirst();
  if (!existing) {
    const password = ownerPassword ?? generatePassword();
    await db
      .insertInto('users')
      .values({
        id: OWNER_ID,
        ...DEFAULT_OWNER,
        joinDate: now,
        passwordHash: await hashPassword(password),
        updatedAt: now,
      })
      .execute();
    return ownerPassword ? {} : { generatedPassword: password };
  }
  if (ownerPassword && !(await verifyPassword(ownerPassword, existing.passwordHash))) {
    await db
      .updateTable('users')
      .set({ passwordHash: await hashPassword(ownerPassword), updatedAt: now })
      .where('id', '=', OWNER_ID)
      .execute();
    await deleteOtherSessions(db, OWNER_ID, undefined);
  }
  return {};
}
