// Writes a consistent copy of the live SQLite database with SQLite's online backup API
// (safe while the server runs and writes; a plain file copy of a WAL database is not), and beside it
// a copy of the uploaded photos (the media folder), so the two restore together.
//   npm run backup                       → backups/fru-world-YYYY-MM-DDTHH-MM-SS.sqlite (+ .media/)
//   npm run backup -- --out /path/file.sqlite      (photos in /path/file.media/)
//   --media DIR: the media folder, when it is not beside the database (MEDIA_DIR)
import { cp, mkdir, readdir } from 'node:fs/promises';
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { MediaStore } from '../src/server/media/media-store';

/**
 * Pages per backup step: all of them. A backup made of several steps starts over whenever another
 * connection writes between two steps, so under steady writing (the server at a few hundred
 * writes a second) it never finishes. One step copies the whole file inside one read transaction:
 * a consistent snapshot, while writers go on (WAL mode lets them) — better-sqlite3 caps the
 * step at 2^31 - 1 pages.
 */
const ALL_PAGES = 0x7fffffff;

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: process.env.DATABASE_URL ?? 'sqlite:data/fru-world.sqlite' },
    out: { type: 'string' },
    media: { type: 'string', default: process.env.MEDIA_DIR },
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
const mediaSource = resolve(values.media ?? MediaStore.defaultDir(values.database));
const mediaTarget = target.replace(/\.sqlite$/, '') + '.media';

/**
 * The photos' files never change once written (named by their content), so copying the folders
 * is a consistent copy of each. Copied before the database and again after (only what is new):
 * every photo the copied database names was written before it, so it is in the copy.
 */
async function copyMedia(): Promise<number> {
  let files = 0;
  for (const folder of ['public', 'originals']) {
    const from = join(mediaSource, folder);
    const names = await readdir(from).catch(() => [] as string[]);
    await mkdir(join(mediaTarget, folder), { recursive: true });
    for (const name of names.filter((n) => !n.endsWith('.part'))) {
      await cp(join(from, name), join(mediaTarget, folder, name), { force: false, errorOnExist: false });
      files += 1;
    }
  }
  return files;
}

const db = new Database(source, { fileMustExist: true });
// The live server may be committing at this instant: wait for it like the server does.
db.pragma('busy_timeout = 5000');
try {
  const started = performance.now();
  await copyMedia();
  await db.backup(target, {
    // Called once, after the first (empty) step has counted the pages.
    progress: ({ totalPages }) => {
      process.stdout.write(`Backing up ${totalPages} pages in one step…`);
      return ALL_PAGES;
    },
  });
  const copy = new Database(target, { readonly: true });
  const check = copy.pragma('integrity_check', { simple: true });
  const places = (copy.prepare('select count(*) as n from locations').get() as { n: number }).n;
  copy.close();
  if (check !== 'ok') throw new Error(`the copy failed its integrity check: ${String(check)}`);
  const mediaFiles = await copyMedia();
  console.log(
    `\nBackup written to ${target} (${places} places, integrity ok) and ${mediaTarget} (${mediaFiles} photo files) in ${Math.round(performance.now() - started)} ms`,
  );
} catch (error) {
  console.error(`\nBackup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  db.close();
}
