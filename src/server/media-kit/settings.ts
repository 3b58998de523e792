import type { Kysely } from 'kysely';
import { MEDIA_KIT_DEFAULTS, MediaKitSettingsSchema, type MediaKitSettings } from '#shared/media-kit.ts';
import type { DB } from '#server/db/schema.ts';

const KEY = 'media-kit';

/** The owner's media kit settings; the defaults (off) until saved, or when what is stored no longer parses. */
export async function readMediaKitSettings(db: Kysely<DB>): Promise<MediaKitSettings> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', KEY).executeTakeFirst();
  if (!row) return MEDIA_KIT_DEFAULTS;
  try {
    const parsed = MediaKitSettingsSchema.safeParse(JSON.parse(row.value));
    return parsed.success ? parsed.data : MEDIA_KIT_DEFAULTS;
  } catch {
    return MEDIA_KIT_DEFAULTS;
  }
}

export async function saveMediaKitSettings(
  db: Kysely<DB>,
  settings: MediaKitSettings,
): Promise<MediaKitSettings> {
  const value = JSON.stringify(settings);
  const updatedAt = new Date().toISOString();
  await db
    .insertInto('settings')
    .values({ key: KEY, value, updatedAt })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value, updatedAt }))
    .execute();
  return settings;
}
