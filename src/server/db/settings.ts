import type { Kysely } from 'kysely';
import type { SiteSettings } from '#shared/site-config.ts';
import { SiteSettingsSchema } from '#shared/site-settings-schema.ts';
import type { DB } from './schema';

const SITE_KEY = 'site';

/**
 * The owner's saved site settings (only what they changed). A stored value that no longer
 * passes the schema (an older version wrote it) is dropped field by field, never served.
 */
export async function readSiteSettings(db: Kysely<DB>): Promise<Partial<SiteSettings>> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', SITE_KEY).executeTakeFirst();
  if (!row) return {};
  let stored: unknown;
  try {
    stored = JSON.parse(row.value);
  } catch {
    return {};
  }
  if (typeof stored !== 'object' || stored === null) return {};
  const settings: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(stored)) {
    const field = SiteSettingsSchema.shape[key as keyof SiteSettings] as
      (typeof SiteSettingsSchema.shape)[keyof SiteSettings] | undefined;
    const parsed = field?.safeParse(value);
    if (parsed?.success) settings[key] = parsed.data;
  }
  return settings as Partial<SiteSettings>;
}

/** Merges the changes over what is stored and saves the result; returns the saved settings. */
export async function saveSiteSettings(
  db: Kysely<DB>,
  changes: Partial<SiteSettings>,
): Promise<Partial<SiteSettings>> {
  return db.transaction().execute((trx) => writeSiteSettings(trx, changes));
}

/** saveSiteSettings inside a transaction the caller holds (a save of more than the settings). */
export async function writeSiteSettings(
  trx: Kysely<DB>,
  changes: Partial<SiteSettings>,
): Promise<Partial<SiteSettings>> {
  const merged = { ...(await readSiteSettings(trx)), ...changes };
  const value = JSON.stringify(merged);
  const updatedAt = new Date().toISOString();
  await trx
    .insertInto('settings')
    .values({ key: SITE_KEY, value, updatedAt })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value, updatedAt }))
    .execute();
  return merged;
}
