import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

// The owner's account, sessions and passkeys (src/server/auth), part of the DB of schema.ts.

export interface UsersTable {
  id: number;
  name: string;
  email: string;
  avatar: string;
  joinDate: string;
  passwordHash: string;
  updatedAt: string;
  /** 1 when a right password must be completed with a passkey (the owner's choice; on once one is added). */
  requirePasskey: ColumnType<0 | 1, 0 | 1 | undefined, 0 | 1>;
}
export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserRowChanges = Updateable<UsersTable>;

export interface SessionsTable {
  /** SHA-256 of the cookie's token: a stolen database does not hand out live sessions. */
  id: string;
  userId: number;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
}

/** One of the owner's passkeys (WebAuthn credentials). */
export interface PasskeysTable {
  /** What the API names it by. */
  id: Generated<number>;
  /** The credential id (base64url). */
  credentialId: string;
  userId: number;
  /** The COSE public key (base64url). */
  publicKey: string;
  counter: number;
  /** JSON array of transports. */
  transports: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** A WebAuthn ceremony under way: the challenge the browser's cookie names (by its token's hash). */
export interface WebauthnChallengesTable {
  id: string;
  challenge: string;
  purpose: 'register' | 'sign-in' | 'second-factor';
  userId: number | null;
  expiresAt: string;
}
