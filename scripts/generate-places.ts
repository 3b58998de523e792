// Fills a database with N generated places (deterministic), for benchmarks and manual testing.
//   npm run seed:generate -- --count 10000 --database sqlite:/tmp/fru-10k.sqlite
import { parseArgs } from 'node:util';
import { migrateToLatest, openDatabase } from '../src/server/db/index';
import { generatePlaces } from '../src/server/db/generate-places';
import { insertLocations } from '../src/server/db/locations';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '1551' },
    database: { type: 'string', default: process.env.DATABASE_URL ?? 'sqlite:data/fru-world.sqlite' },
    seed: { type: 'string', default: '1551' },
  },
});
const count = Number(values.count);
if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
  console.error('--count must be a whole number between 1 and 1,000,000');
  process.exit(1);
}

const started = performance.now();
const database = await openDatabase(values.database);
try {
  await migrateToLatest(database.db);
  await insertLocations(database.db, generatePlaces(count, Number(values.seed)));
  // Mark the database as seeded so the demo places are not added on top.
  await database.db
    .insertInto('settings')
    .values({ key: 'demo_seeded', value: 'true', updatedAt: new Date().toISOString() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  console.log(
    `Inserted ${count.toLocaleString('en-US')} places into ${values.database} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
} finally {
  await database.close();
}
