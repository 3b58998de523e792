import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Email (issue 43): the outbox, where every email is stored before it is sent, and the waitlist
 * campaigns. One outbox row per email; `dedupe_key` is unique (a caller's idempotent send) and so is
 * (campaign_id, subscriber_id): a campaign can hold one email per subscriber, never two. A worker
 * claims rows by setting status 'sending' with its instance id and a lease (src/server/mail/outbox.ts).
 * Written once for both engines.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (table: string) =>
    db.schema
      .createTable(table)
      .addColumn('id', 'integer', (c) =>
        postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
      );

  await id('mail_campaigns')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('pack_title', 'text')
    .addColumn('pack_url', 'text')
    .addColumn('pack_price', 'integer')
    .addColumn('pack_currency', 'text')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('enqueued_all', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await id('mail_outbox')
    .addColumn('dedupe_key', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_at', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('campaign_id', 'integer', (c) => c.references('mail_campaigns.id').onDelete('cascade'))
    .addColumn('subscriber_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema
    .createIndex('mail_outbox_campaign_subscriber')
    .on('mail_outbox')
    .columns(['campaign_id', 'subscriber_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('mail_outbox_status_next')
    .on('mail_outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema.createIndex('mail_outbox_claimed_at').on('mail_outbox').column('claimed_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
  await db.schema.dropTable('mail_campaigns').execute();
}
