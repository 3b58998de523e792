import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** The UTC day of a moment, YYYY-MM-DD: the salts' and the events' day. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

function dayBefore(day: string): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) - 24 * 60 * 60 * 1000));
}

/**
 * The visitor of a day: sha256 of the day's salt, the site, the address and the user agent,
 * base64url. The address and user agent are never stored; once the salt is deleted (48 hours after
 * its day began) nobody, not even the site, can tell whose hash it was.
 */
export function visitorHash(salt: string, site: string, address: string, userAgent: string): string {
  // The separator keeps ("ab", "c") and ("a", "bc") apart.
  return createHash('sha256').update([salt, site, address, userAgent].join('\u0000')).digest('base64url');
}

/**
 * The salt of each UTC day, shared by every instance through analytics_salts: the first instance to
 * need a day's salt inserts one, every other one (racing it at midnight, too) reads that same row.
 * Salts older than yesterday are deleted when a new day's salt is first needed, and by the hourly
 * clean-up (rollup.ts) on a day when none is.
 */
export class SaltStore {
  private readonly cached = new Map<string, string>();

  constructor(private readonly db: Kysely<DB>) {}

  async saltOf(day: string): Promise<string> {
    const known = this.cached.get(day);
    if (known) return known;
    await this.db
      .insertInto('analyticsSalts')
      .values({ day, salt: randomBytes(32).toString('base64url'), createdAt: new Date().toISOString() })
      .onConflict((conflict) => conflict.column('day').doNothing())
      .execute();
    const row = await this.db
      .selectFrom('analyticsSalts')
      .select('salt')
      .where('day', '=', day)
      .executeTakeFirstOrThrow();
    await this.forgetBefore(dayBefore(day));
    this.cached.set(day, row.salt);
    return row.salt;
  }

  /** Deletes the salts of days before `oldestKept`, here and in the database. */
  private async forgetBefore(oldestKept: string): Promise<void> {
    for (const day of this.cached.keys()) if (day < oldestKept) this.cached.delete(day);
    await deleteSaltsBefore(this.db, oldestKept);
  }
}

/**
 * Deletes the salts of the days before `oldestKept` (yesterday: a salt lives at most 48 hours from
 * the start of its day), after which nobody can tell whose hashes were made with them.
 */
export async function deleteSaltsBefore(db: Kysely<DB>, oldestKept: string): Promise<void> {
  await db.deleteFrom('analyticsSalts').where('day', '<', oldestKept).execute();
}
