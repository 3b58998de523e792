import type { Kysely } from 'kysely';

/**
 * When the instance holding an email began to send it. A campaign's email whose sender stopped
 * before that moment was never handed to the SMTP server: it goes back to the queue instead of
 * becoming `unknown` (outbox.ts, expireLeases).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('send_started_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('send_started_at').execute();
}
