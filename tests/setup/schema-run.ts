import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { withSchemaLock } from '../helpers/schema-pool';

/**
 * Names this run of the API suites (their PostgreSQL schemas carry it, tests/helpers/schema-pool.ts)
 * and drops those schemas at its end: a worker keeps its schemas for one test after another.
 */
export default function schemaRun(project: TestProject) {
  const run = randomBytes(4).toString('hex');
  project.provide('schemaRun', run);
  return async () => {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) return;
    await withSchemaLock(url, 'alone', async (client) => {
      const { rows } = await client.query<{ nspname: string }>(
        'select nspname from pg_namespace where starts_with(nspname, $1)',
        [`test_${run}_`],
      );
      for (const { nspname } of rows) await client.query(`DROP SCHEMA IF EXISTS "${nspname}" CASCADE`);
    });
  };
}
