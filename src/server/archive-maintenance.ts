import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from './db/schema';
import { unlistedMediaBefore } from './db/media';
import { photosInTrash, purgeTrash } from './db/trash';
import type { MediaLibrary } from './media/media-library';
import { purgeTrashedTrips } from './db/trips-trash';
import { purgeIdempotencyKeys } from './idempotency';

/** The trash and the remembered Idempotency-Key answers are tidied at start and then this often. */
export const MAINTENANCE_INTERVAL_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes for good the places and trips in the trash longer than `trashDays` (how many of both
 * went), and answers older than a day.
 */
export async function tidyArchive(
  db: Kysely<DB>,
  trashDays: number,
  media: MediaLibrary,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - trashDays * DAY_MS).toISOString();
  const photos = await photosInTrash(db, { cutoff });
  const purged = (await purgeTrash(db, cutoff)) + (await purgeTrashedTrips(db, cutoff));
  // The purged places' photos, and uploads no place took within a day, once nothing refers to them.
  const unlisted = await unlistedMediaBefore(db, new Date(now.getTime() - DAY_MS).toISOString());
  await media.release([...photos, ...unlisted]);
  await purgeIdempotencyKeys(db, now);
  return purged;
}

/** Runs the tidy once before the app answers, then every hour until it closes (never keeping it alive). */
export function registerArchiveMaintenance(
  app: FastifyInstance,
  db: Kysely<DB>,
  trashDays: number,
  media: MediaLibrary,
): void {
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    const purged = await tidyArchive(db, trashDays, media);
    if (purged > 0)
      app.log.info({ purged, trashDays }, 'places and trips older than TRASH_DAYS left the trash');
  };
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(() => {
      run().catch((error: unknown) => app.log.error({ err: error }, 'could not tidy the trash'));
    }, MAINTENANCE_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
