import type { Kysely } from 'kysely';
import { DEMO_PLACES } from './demo-places';
import { countLocations, insertLocations } from './locations';
import type { DB } from './schema';
import { writeSiteSettings } from './settings';

/**
 * Fills an EMPTY database with the demo places, in one transaction. The demo stands for the spec's
 * archive of 1,551 places: its marketing copy keeps the spec's figures ("1,500+ destinations",
 * figureSource `spec`) until the owner has the figures come from the places (site settings). A database that already
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
    await writeSiteSettings(trx, { figureSource: 'spec' });
    return DEMO_PLACES.length;
  });
}
