// Writes a consistent copy of the live SQLite database with SQLite's online backup API
// (safe while the server runs and writes; a plain file copy of a WAL database is not).
//   npm run backup                       → backups/fru-world-YYYY-MM-DDTHH-MM-SS.sqlite
//   npm run backup -- --out /path/file.sqlite
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: process.env.DATABASE_URL ?? 'sqlite:data/fru-world.sqlite' },
    out: { type: 'string' },
  },
});

if (!values.database.startsWith('sqlite:')) {
  console.error('npm run backup copies an SQLite database. For PostgreSQL use pg_dump (see the README).');
  process.exit(1);
}
const source = values.database.slice('sqlite:'.length);
const stamp = new Date().toISOString().slice(0, 19).replace(/:/g, '-');
const target = resolve(values.out ?? `backups/fru-world-${stamp}.sqlite`);
mkdirSync(dirname(target), { recursive: true });

const db = new Database(source, { fileMustExist: true });
try {
  const started = performance.now();
  await db.backup(target, {
    progress: ({ totalPages, remainingPages }) => {
      process.stdout.write(
        `\rBacking up: ${Math.round(((totalPages - remainingPages) / Math.max(totalPages, 1)) * 100)}%`,
      );
      return 200;
    },
  });
  const copy = new Database(target, { readonly: true });
  const check = copy.pragma('integrity_check', { simple: true });
  const places = (copy.prepare('select count(*) as n from locations').get() as { n: number }).n;
  copy.close();
  if (check !== 'ok') throw new Error(`the copy failed its integrity check: ${String(check)}`);
  console.log(
    `\nBackup written to ${target} (${places} places, integrity ok) in ${Math.round(performance.now() - started)} ms`,
  );
} catch (error) {
  console.error(`\nBackup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  db.close();
}
