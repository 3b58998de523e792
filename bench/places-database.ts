import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { migrateToLatest, openDatabase } from '../src/server/db/index';
import { generatePlaces } from '../src/server/db/generate-places';
import { insertLocations } from '../src/server/db/locations';

/** Where the benchmarks keep their throwaway files (ignored by git). */
export const BENCH_TMP = resolve('bench/tmp');

/** A new SQLite database of `count` generated places (no demo places), as a DATABASE_URL. */
export async function makePlacesDatabase(count: number, name = `places-${count}`): Promise<string> {
  mkdirSync(BENCH_TMP, { recursive: true });
  const file = join(BENCH_TMP, `${name}.sqlite`);
  for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  const database = await openDatabase(`sqlite:${file}`);
  await migrateToLatest(database.db);
  await insertLocations(database.db, generatePlaces(count));
  await database.db
    .insertInto('settings')
    .values({ key: 'demo_seeded', value: 'true', updatedAt: new Date().toISOString() })
    .execute();
  await database.close();
  return `sqlite:${file}`;
}
