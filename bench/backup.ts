// npm run bench:backup — does `npm run backup` finish while the server keeps writing? Fills a
// throwaway SQLite database with 100,000 generated places, then writes about 500 times a second
// through another connection (one transaction per write, synchronous=FULL, as the server does)
// while scripts/backup.ts copies it. Prints the time to finish and checks the copy; for contrast,
// the same backup in 200-page steps (what the script did before) with a time cap. Asserts nothing.
//
//   BACKUP_PLACES=100000 (default)   BACKUP_WRITES_PER_S=500   BACKUP_OLD_CAP_S=20
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { generatePlaces } from '../src/server/db/generate-places';
import { migrateToLatest, openDatabase } from '../src/server/db/index';
import { insertLocations } from '../src/server/db/locations';

const PLACES = Number(process.env.BACKUP_PLACES ?? 100_000);
const WRITES_PER_S = Number(process.env.BACKUP_WRITES_PER_S ?? 500);
const OLD_CAP_S = Number(process.env.BACKUP_OLD_CAP_S ?? 20);
const TICK_MS = 10;

const dir = mkdtempSync(join(tmpdir(), 'fru-backup-bench-'));
const file = join(dir, 'live.sqlite');

/** Writes like the server: another connection, one small transaction per write. */
function startWriter() {
  const writer = new Database(file);
  writer.pragma('journal_mode = WAL');
  writer.pragma('synchronous = FULL');
  writer.pragma('busy_timeout = 5000');
  const update = writer.prepare('update locations set notes = ?, updated_at = ? where id = ?');
  let writes = 0;
  const since = performance.now();
  const timer = setInterval(() => {
    // Catch up with the clock: timers fire late on a busy machine.
    const owed = Math.floor(((performance.now() - since) / 1000) * WRITES_PER_S) - writes;
    for (let i = 0; i < owed; i += 1) {
      const id = 1 + Math.floor(Math.random() * PLACES);
      update.run(`changed during the backup ${writes}`, new Date().toISOString(), id);
      writes += 1;
    }
  }, TICK_MS);
  return {
    writes: () => writes,
    stop() {
      clearInterval(timer);
      writer.close();
    },
  };
}

/** The backup as it was: 200 pages a step, started over by SQLite whenever another connection writes. */
async function oldBackup(out: string): Promise<{ finished: boolean; ms: number }> {
  const source = new Database(file, { readonly: true });
  const started = performance.now();
  let gaveUp = false;
  try {
    await source.backup(out, {
      progress: () => {
        if (performance.now() - started > OLD_CAP_S * 1000) {
          gaveUp = true;
          throw new Error('cap reached');
        }
        return 200;
      },
    });
  } catch (error) {
    if (!gaveUp) throw error;
  } finally {
    source.close();
  }
  return { finished: !gaveUp, ms: Math.round(performance.now() - started) };
}

try {
  const filling = performance.now();
  const database = await openDatabase(`sqlite:${file}`);
  await migrateToLatest(database.db);
  await insertLocations(database.db, generatePlaces(PLACES));
  await database.close();
  const sizeMb = statSync(file).size / 1024 / 1024;
  console.log(
    `${PLACES.toLocaleString('en-US')} places, ${sizeMb.toFixed(0)} MB, filled in ${((performance.now() - filling) / 1000).toFixed(1)} s`,
  );

  const writer = startWriter();
  const before = writer.writes();
  const started = performance.now();
  const { stdout } = await promisify(execFile)(process.execPath, [
    '--import',
    'tsx',
    'scripts/backup.ts',
    '--database',
    `sqlite:${file}`,
    '--out',
    join(dir, 'copy.sqlite'),
  ]);
  const seconds = (performance.now() - started) / 1000;
  const writesDuring = writer.writes() - before;
  const copy = new Database(join(dir, 'copy.sqlite'), { readonly: true });
  const integrity = copy.pragma('integrity_check', { simple: true });
  const copied = (copy.prepare('select count(*) as n from locations').get() as { n: number }).n;
  copy.close();
  console.log(stdout.trim());

  const old = await oldBackup(join(dir, 'old-copy.sqlite'));
  const writesOld = writer.writes();
  writer.stop();

  console.table({
    'npm run backup (one step)': {
      finished: true,
      seconds: Number(seconds.toFixed(2)),
      'writes/s meanwhile': Math.round(writesDuring / seconds),
      integrity,
      places: copied,
    },
    'before: 200-page steps': {
      finished: old.finished,
      seconds: Number((old.ms / 1000).toFixed(2)),
      'writes/s meanwhile': Math.round((writesOld - before - writesDuring) / (old.ms / 1000)),
      integrity: '',
      places: '',
    },
  });
  console.log(
    `\nSummary: the backup of ${PLACES.toLocaleString('en-US')} places finished in ${seconds.toFixed(2)} s ` +
      `under ${Math.round(writesDuring / seconds)} writes/s (integrity ${String(integrity)}); in 200-page steps it ` +
      (old.finished
        ? `finished in ${(old.ms / 1000).toFixed(1)} s.`
        : `had not finished after ${OLD_CAP_S} s.`),
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
