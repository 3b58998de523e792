import type { Kysely } from 'kysely';
import { DEMO_PLACES } from './demo-places';
import { countLocations, insertLocations } from './locations';
import type { DB } from './schema';

/**
 * Fills an EMPTY database with the demo places, in one transaction. A database that already
 * has places (or had them and the owner deleted them all) is left alone: a restart never duplicates.
 */
export async function seedDemoPlaces(db: Kysely<DB>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const seeded = await trx
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'demo_seeded')
      .executeTakeFirst();
    if (seeded || (await countLocations(trx)) > 0) return 0;
    await insertLocations(
      trx,
      DEMO_PLACES.map((place) => ({ ...place })),
      new Date('2024-01-01T00:00:00Z'),
    );
    await trx
      .insertInto('settings')
      .values({ key: 'demo_seeded', value: 'true', updatedAt: new Date().toISOString() })
      .execute();
    return DEMO_PLACES.length;
  });
}
