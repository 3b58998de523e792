import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * A throwaway database for a benchmark: an SQLite file in a temporary folder, or, given a
 * PostgreSQL server's address (`postgresUrl`, e.g. postgres://…/postgres), a new database on it.
 * `drop` removes it at the end.
 */
export async function freshDatabase(
  name: string,
  postgresUrl: string | undefined,
): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!postgresUrl) {
    const dir = mkdtempSync(join(tmpdir(), `fru-${name}-`));
    return {
      url: `sqlite:${join(dir, `${name}.sqlite`)}`,
      drop: async () => rmSync(dir, { recursive: true }),
    };
  }
  const database = `fru_${name}_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${database}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${database}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE ${database} WITH (FORCE)`) };
}
