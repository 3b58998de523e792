import type { Kysely } from 'kysely';
import type { DB } from './schema';

// When the creator answered the first sign-in's "make the site yours" (Save or Later): a row of the
// key/value settings table, so every browser and every instance knows.
const ONBOARDING_KEY = 'onboarding';

export async function readOnboardedAt(db: Kysely<DB>): Promise<string | undefined> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', ONBOARDING_KEY)
    .executeTakeFirst();
  if (!row) return undefined;
  try {
    const stored = JSON.parse(row.value) as { onboardedAt?: unknown } | null;
    return typeof stored?.onboardedAt === 'string' ? stored.onboardedAt : undefined;
  } catch {
    return undefined;
  }
}

/** Records the answer; a second answer (another browser's) keeps the first's time. */
export async function markOnboarded(db: Kysely<DB>, how: 'saved' | 'later'): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('settings')
    .values({ key: ONBOARDING_KEY, value: JSON.stringify({ onboardedAt: now, how }), updatedAt: now })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
}
