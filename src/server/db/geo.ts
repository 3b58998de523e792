import type { Kysely } from 'kysely';
import type { DB } from './schema';

/** The distinct country/state pairs of the visited places (not in the trash): what world progress and the shading need. */
export function listVisitedRegions(db: Kysely<DB>) {
  return (
    db
      .selectFrom('locations')
      .select(['status', 'country', 'state'])
      .distinct()
      .where('status', '=', 'visited')
      .where('deletedAt', 'is', null)
      // Public: a private place never shades a country.
      .where('isPrivate', '=', 0)
      .execute()
  );
}
