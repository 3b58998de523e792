import type { Kysely } from 'kysely';
import type { User } from '#shared/auth.ts';
import type { DB } from '../db/schema';
import { getPasswordHash, getUser, insertUser, updateUser } from '../db/users';
import { ConfigError } from '../config';
import { generatePassword, hashPassword } from './password';
import { passwordProblem } from './password-policy';
import { deleteOtherSessions } from './sessions';

export const OWNER_ID = 1;

export const DEFAULT_OWNER = {
  name: 'Fru',
  email: 'hello@fruworld.com',
  avatar: '',
} as const;

export function getOwner(db: Kysely<DB>): Promise<User | undefined> {
  return getUser(db, OWNER_ID);
}

/**
 * Sets the owner's password (creating the owner when the database has none) and ends every
 * session: whoever knew the old password is signed out everywhere. It is the recovery path too
 * (npm run owner:reset-password, OWNER_PASSWORD_RESET): the new password alone signs in again, as
 * the passkey the second factor would ask for may be the very thing that was lost. The passkeys
 * stay; the owner turns the second factor back on in Profile Settings.
 */
export async function setOwnerPassword(db: Kysely<DB>, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  if ((await getPasswordHash(db, OWNER_ID)) === undefined) {
    const now = new Date().toISOString();
    await insertUser(db, { id: OWNER_ID, ...DEFAULT_OWNER, joinDate: now, passwordHash, updatedAt: now });
    return;
  }
  await updateUser(db, OWNER_ID, { passwordHash, requirePasskey: 0 });
  await deleteOtherSessions(db, OWNER_ID, undefined);
}

/** What the start did with the owner's password. */
export interface OwnerAtStart {
  /** Generated on the first start without OWNER_PASSWORD: the caller prints it once. */
  generatedPassword?: string;
  /** OWNER_PASSWORD_RESET replaced the stored password; every session ended. */
  reset?: boolean;
  /** OWNER_PASSWORD is set but was not used: the owner already has a password (changed in the app, maybe). */
  ignoredOwnerPassword?: boolean;
}

/**
 * Makes sure the one owner account exists. OWNER_PASSWORD sets its password when the database has
 * no owner yet, or when the start asks for a reset (OWNER_PASSWORD_RESET=true); otherwise the
 * password stored (perhaps changed in the app) stays. Without it the first start generates one.
 */
export async function ensureOwner(
  db: Kysely<DB>,
  ownerPassword: string | undefined,
  { reset = false }: { reset?: boolean } = {},
): Promise<OwnerAtStart> {
  const problem = ownerPassword === undefined ? undefined : passwordProblem(ownerPassword);
  if (problem) throw new ConfigError(`Invalid environment variable OWNER_PASSWORD: ${problem.toLowerCase()}`);
  if ((await getPasswordHash(db, OWNER_ID)) === undefined) {
    const password = ownerPassword ?? generatePassword();
    await setOwnerPassword(db, password);
    return ownerPassword ? {} : { generatedPassword: password };
  }
  if (ownerPassword === undefined) return {};
  if (!reset) return { ignoredOwnerPassword: true };
  await setOwnerPassword(db, ownerPassword);
  return { reset: true };
}
