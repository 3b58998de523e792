import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Passkeys (issue 13): the owner's WebAuthn credentials, the challenges of ceremonies under way, and
 * whether a password sign-in must be completed with a passkey. Challenges live in the database, not
 * in a process, so that the options and the answer of one ceremony may reach different instances.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('passkeys')
    // A short id for the API's paths: a credential id may run to 1,023 bytes.
    .addColumn('id', 'integer', (c) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    // The credential id as the authenticator gave it (base64url).
    .addColumn('credential_id', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The COSE public key (base64url).
    .addColumn('public_key', 'text', (c) => c.notNull())
    // The authenticator's signature counter: up to 2^32 - 1, past PostgreSQL's integer.
    .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
    // JSON array of the transports the browser reported ("internal", "usb", "hybrid", …).
    .addColumn('transports', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('passkeys_user_id').on('passkeys').column('user_id').execute();

  await db.schema
    .createTable('webauthn_challenges')
    // SHA-256 of the token in the browser's challenge cookie.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('challenge', 'text', (c) => c.notNull())
    // 'register', 'sign-in' (a passkey alone) or 'second-factor' (after the right password).
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('webauthn_challenges_expires_at')
    .on('webauthn_challenges')
    .column('expires_at')
    .execute();

  // 1 when a right password alone no longer opens a session: a passkey must complete it.
  await db.schema
    .alterTable('users')
    .addColumn('require_passkey', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('require_passkey').execute();
  await db.schema.dropTable('webauthn_challenges').ifExists().execute();
  await db.schema.dropTable('passkeys').ifExists().execute();
}
