import type { Kysely } from 'kysely';

/**
 * The counters of every rate limit (sign-in, public forms, imports), shared by all instances on
 * this database. The columns are the ones rate-limiter-flexible's RateLimiterSQLite and
 * RateLimiterPostgres read and write (key, points, expire in epoch ms); the table is created here,
 * not by the library at run time, so that instances starting together never race to create it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expire', 'bigint')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limits').ifExists().execute();
}
