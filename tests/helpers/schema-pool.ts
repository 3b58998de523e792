import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { migrateToLatest, openDatabase } from '../../src/server/db/index';

/**
 * PostgreSQL schemas for the API suites, migrated once and used by one test after another. Migrating a
 * new schema takes about 350 ms and dropping it 135 ms, every test on PostgreSQL; emptying one back to
 * what the migrations left takes a few. A schema whose tables a test changed (renamed, dropped a
 * column) is dropped instead, and the next test gets a new one.
 */

/**
 * Test files run two at a time, each in PostgreSQL schemas of its own. Kysely's migrator reads every
 * schema's tables, and a schema dropped meanwhile by another file's cleanup fails that read ("schema
 * test_… does not exist"): migrations hold this advisory lock shared, a DROP SCHEMA holds it alone.
 */
const SCHEMA_LOCK = 1551;

export async function withSchemaLock<T>(
  connectionString: string,
  mode: 'shared' | 'alone',
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(
      mode === 'shared' ? 'SELECT pg_advisory_lock_shared($1)' : 'SELECT pg_advisory_lock($1)',
      [SCHEMA_LOCK],
    );
    return await work(client);
  } finally {
    // Ending the session releases its advisory locks.
    await client.end();
  }
}

/** What a newly migrated schema holds, read from the worker's first: emptying one back to it is a reset. */
interface Baseline {
  /** The tables' columns, indexes, triggers and migration records, as shapeOf says them. */
  shape: string;
  /** Every table but the migrator's own. */
  tables: string[];
  /** The rows the migrations wrote (data_version's, analytics_cursor's), as JSON by table. */
  rows: { table: string; json: string }[];
  sequences: { name: string; value: number; called: boolean }[];
}

const MIGRATOR_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

const free: string[] = [];
let baseline: Promise<Baseline> | undefined;
let made = 0;

/**
 * The schemas of this run are named after it (tests/setup/schema-run.ts drops them at its end) and
 * after the worker's process, which uses each for one test at a time.
 */
const schemaName = () =>
  `test_${inject('schemaRun') ?? randomBytes(4).toString('hex')}_${process.pid}_${(made += 1)}`;

async function withClient<T>(connectionString: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * The schema's tables and indexes with their columns, its triggers and the migrations it records, as
 * one short text: a test that renamed a table and put it back leaves it as it was; one that dropped a
 * column, or deleted a migration's record to play an older build's database, does not.
 */
async function shapeOf(client: pg.Client, schema: string): Promise<string | null> {
  const { rows } = await client.query<{ shape: string | null }>(
    `select (select count(*) || '/' || sum(hashtext(c.relname || '.' || a.attname || ':' || a.atttypid || ':'
               || a.atttypmod || ':' || a.attnotnull)::bigint)
             from pg_class c join pg_attribute a on a.attrelid = c.oid
             where c.relnamespace = $1::regnamespace and c.relkind in ('r', 'p', 'i')
               and a.attnum > 0 and not a.attisdropped)
       || '/' || (select count(*) from pg_trigger t join pg_class c on c.oid = t.tgrelid
                  where c.relnamespace = $1::regnamespace and not t.tgisinternal)
       || '/' || (select md5(string_agg(name, ',' order by name)) from ${qualified(schema, 'kysely_migration')})
       || '/' || (select string_agg(is_locked::text, ',') from ${qualified(schema, 'kysely_migration_lock')})
       as shape`,
    [schema],
  );
  return rows[0]?.shape ?? null;
}

/**
 * The worker's own connection for reading shapes and emptying schemas, kept open: a new one would read
 * the catalogue afresh, a few tens of milliseconds each time.
 */
let admin: Promise<pg.Client> | undefined;
const adminClient = (connectionString: string) =>
  (admin ??= (async () => {
    const client = new pg.Client({ connectionString });
    client.on('error', () => (admin = undefined));
    await client.connect();
    return client;
  })());

async function readBaseline(connectionString: string, schema: string): Promise<Baseline> {
  return withClient(connectionString, async (client) => {
    const tables = (
      await client.query<{ tablename: string }>('select tablename from pg_tables where schemaname = $1', [
        schema,
      ])
    ).rows
      .map((row) => row.tablename)
      .filter((table) => !MIGRATOR_TABLES.has(table));
    const rows: Baseline['rows'] = [];
    for (const table of tables) {
      const { rows: read } = await client.query<{ json: unknown[] | null }>(
        `select json_agg(t) as json from ${qualified(schema, table)} t`,
      );
      if (read[0]?.json) rows.push({ table, json: JSON.stringify(read[0].json) });
    }
    const sequences = (
      await client.query<{ sequencename: string; start_value: string; last_value: string | null }>(
        'select sequencename, start_value, last_value from pg_sequences where schemaname = $1',
        [schema],
      )
    ).rows.map((row) => ({
      name: row.sequencename,
      value: Number(row.last_value ?? row.start_value),
      called: row.last_value !== null,
    }));
    const shape = await shapeOf(client, schema);
    if (shape === null) throw new Error(`schema ${schema} is not migrated`);
    return { shape, tables, rows, sequences };
  });
}

const qualified = (schema: string, name: string) => `"${schema}"."${name}"`;

/** Empties a schema back to the baseline: its tables' rows, the migrations' rows, the sequences. */
function resetSql(known: Baseline, schema: string, client: pg.Client): string {
  return [
    'begin',
    // No trigger (foreign keys, the data version's) fires while the rows go: the order does not matter.
    'set local session_replication_role = replica',
    "set local statement_timeout = '10s'",
    ...known.tables.map((table) => `delete from ${qualified(schema, table)}`),
    ...known.rows.map(
      ({ table, json }) =>
        `insert into ${qualified(schema, table)} select * from json_populate_recordset(null::${qualified(schema, table)}, ${client.escapeLiteral(json)})`,
    ),
    ...known.sequences.map(
      ({ name, value, called }) =>
        `select setval(${client.escapeLiteral(qualified(schema, name))}, ${value}, ${called})`,
    ),
    'commit',
  ].join(';\n');
}

/** A migrated, empty schema for one test: one the worker used before, or a new one. */
export async function freshSchema(connectionString: string): Promise<string> {
  const pooled = free.pop();
  if (pooled) return pooled;
  const schema = schemaName();
  const database = await openDatabase(connectionString, { schema });
  try {
    await withSchemaLock(connectionString, 'shared', () => migrateToLatest(database.db, schema));
  } finally {
    await database.close();
  }
  baseline ??= readBaseline(connectionString, schema);
  await baseline;
  return schema;
}

/** Once its test is done (every connection to it closed): emptied for the next test, or dropped. */
export async function releaseSchema(connectionString: string, schema: string): Promise<void> {
  const known = await baseline;
  const reset =
    known &&
    (await (async () => {
      const client = await adminClient(connectionString);
      if ((await shapeOf(client, schema)) !== known.shape) return false;
      await client.query(resetSql(known, schema, client));
      return true;
    })().catch(async () => {
      // A reset that failed half-way is rolled back with its connection, and the schema dropped.
      const client = await admin?.catch(() => undefined);
      admin = undefined;
      await client?.end().catch(() => {});
      return false;
    }));
  if (reset) {
    if (!free.includes(schema)) free.push(schema);
    return;
  }
  await withSchemaLock(connectionString, 'alone', (client) =>
    client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`),
  );
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's mark in the PostgreSQL schemas' names (tests/setup/schema-run.ts). */
    schemaRun: string;
  }
}
