import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * Trip packs (issue 43): a trip the creator sells. A pack keeps its selling fields and a version
 * (If-Match); each release freezes the trip as it was (`snapshot`, the Trip JSON) so a buyer reads
 * the release bought and those after it. Orders come from Stripe's webhook; `pack_events` holds
 * each provider event id once (its primary key makes the webhook exactly once, across instances).
 * Library tokens are kept only as their SHA-256 hash. `pack_secrets` holds the key that signs the
 * download URLs (made once, shared by every instance). `library_requests` records the library links
 * that await sending (a paid order's, or "send me my links again") until the mail outbox sends them. Written once for both engines.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (table: string) =>
    db.schema
      .createTable(table)
      .addColumn('id', 'integer', (c) =>
        postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
      );
  const packId = (c: ColumnDefinitionBuilder) => c.notNull().references('packs.id').onDelete('cascade');

  await id('packs')
    .addColumn('trip_id', 'integer', (c) => c.references('trips.id').onDelete('set null'))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('included', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('preview_kind', 'text', (c) => c.notNull())
    .addColumn('preview_stops', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('on_sale_at', 'text')
    .addColumn('retired_at', 'text')
    .execute();
  await db.schema.createIndex('packs_status').on('packs').columns(['status', 'id']).execute();

  await id('pack_releases')
    .addColumn('pack_id', 'integer', packId)
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('pack_releases_pack_number', ['pack_id', 'number'])
    .execute();

  await id('pack_orders')
    .addColumn('pack_id', 'integer', packId)
    .addColumn('release_id', 'integer', (c) => c.notNull().references('pack_releases.id'))
    .addColumn('buyer_email', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('stripe_session_id', 'text', (c) => c.notNull().unique())
    .addColumn('stripe_payment_intent', 'text')
    .addColumn('stripe_event_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('updates_opt_out', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('link_state', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('refunded_at', 'text')
    .execute();
  await db.schema.createIndex('pack_orders_pack_id').on('pack_orders').columns(['pack_id', 'id']).execute();
  await db.schema.createIndex('pack_orders_buyer_email').on('pack_orders').column('buyer_email').execute();
  await db.schema
    .createIndex('pack_orders_payment_intent')
    .on('pack_orders')
    .column('stripe_payment_intent')
    .execute();

  await db.schema
    .createTable('pack_events')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('processed_at', 'text', (c) => c.notNull())
    .execute();

  await id('library_tokens')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('pack_orders.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('library_tokens_order_id').on('library_tokens').column('order_id').execute();

  await id('library_requests')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.references('pack_orders.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('handled_at', 'text')
    .execute();

  await db.schema
    .createTable('pack_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'pack_secrets',
    'library_requests',
    'library_tokens',
    'pack_events',
    'pack_orders',
    'pack_releases',
    'packs',
  ])
    await db.schema.dropTable(table).ifExists().execute();
}
