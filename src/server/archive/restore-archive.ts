import { sql, type Kysely, type Transaction } from 'kysely';
import type { RestoreResult } from '#shared/archive-schema.ts';
import { countLocations, claimWriteLock, INSERT_BATCH } from '../db/locations';
import { isPostgres } from '../db/location-reads';
import type { DB } from '../db/schema';
import { isDatabaseUnavailable } from '../db/unavailable';
import type { MediaStore } from '../media/media-store';
import { BadArchive, openArchive, type OpenedArchive } from './read-archive';
import { SECTIONS, sectionEntryName, type ArchiveSection } from './sections';
import { advanceSequences } from './sequences';
import { removeStaged, stagePhotos, type ArchivedPhoto, type StagedPhoto } from './stage-photos';

/** The site has places or trips (live or in the trash): a restore would mix two sites, so it is refused. */
export class SiteNotEmpty extends Error {
  constructor(
    readonly places: number,
    readonly trips = 0,
  ) {
    const count = (n: number, one: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : `${one}s`}`;
    const held = [places > 0 && count(places, 'place'), trips > 0 && count(trips, 'trip')].filter(Boolean);
    super(
      `This site already has ${held.join(' and ')} (the demo places and the trash count too); an archive is restored only into an empty site. Nothing was changed. Restore on a new server started with SEED_DEMO=false, or delete every place and trip and empty the trash first.`,
    );
  }
}

/** Refuses a site that holds any place or trip, live or in the trash. */
async function refuseNonEmpty(db: Kysely<DB>): Promise<void> {
  const places = await countLocations(db);
  const { trips } = await db
    .selectFrom('trips')
    .select((eb) => eb.fn.countAll<number>().as('trips'))
    .executeTakeFirstOrThrow();
  if (places > 0 || Number(trips) > 0) throw new SiteNotEmpty(places, Number(trips));
}

/** PostgreSQL: one restore at a time across every instance (SQLite's write lock does this there). */
const RESTORE_LOCK = 1552;

/**
 * Restores an archive into an empty site, all or nothing: its photos are written first (and
 * removed again on any failure), then every section in one transaction, the counters set past the
 * archived ids. A bad line, a missing photo or a count that differs from the manifest refuses the
 * whole archive.
 */
export async function restoreArchive(
  db: Kysely<DB>,
  store: MediaStore,
  path: string,
  maxPhotoBytes: number,
): Promise<RestoreResult> {
  const archive = await openArchive(path);
  let staged: StagedPhoto[] = [];
  try {
    await refuseNonEmpty(db);
    const mediaSection = SECTIONS.find((s) => s.name === 'media')!;
    const photos: ArchivedPhoto[] = [];
    await readSection(
      archive,
      mediaSection,
      async (batch) => void photos.push(...(batch as ArchivedPhoto[])),
    );
    staged = await stagePhotos(db, store, archive, photos, maxPhotoBytes);
    const restored = await db.transaction().execute(async (trx) => {
      await claimWriteLock(trx);
      if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(${RESTORE_LOCK})`.execute(trx);
      await refuseNonEmpty(trx);
      const counts: Record<string, number> = {};
      for (const section of SECTIONS) counts[section.name] = await restoreSection(trx, archive, section);
      await advanceSequences(trx, archive.manifest.sequences);
      // A restored site is never filled with the demo places, even once its places are all gone.
      await trx
        .insertInto('settings')
        .values({ key: 'demo_seeded', value: 'true', updatedAt: new Date().toISOString() })
        .onConflict((c) => c.column('key').doNothing())
        .execute();
      return counts;
    });
    return { restored: { ...restored, photos: photos.length } };
  } catch (error) {
    await removeStaged(store, staged);
    throw error;
  } finally {
    archive.close();
  }
}

function restoreSection(
  trx: Transaction<DB>,
  archive: OpenedArchive,
  section: ArchiveSection,
): Promise<number> {
  return readSection(archive, section, async (batch, lines) => {
    try {
      await section.insert(trx, batch);
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw error;
      throw new BadArchive(
        `${sectionEntryName(section)} (lines ${lines}) does not fit with the rest of this archive (a row names one that is not there, or comes twice); nothing was restored.`,
      );
    }
  });
}

/** Parses a section's lines with its schema and hands them on a batch at a time; returns how many. */
async function readSection(
  archive: OpenedArchive,
  section: ArchiveSection,
  take: (batch: unknown[], lines: string) => Promise<void>,
): Promise<number> {
  const name = sectionEntryName(section);
  const expected = archive.manifest.counts[section.name] ?? 0;
  const entry = archive.entry(name);
  if (!entry) {
    if (expected > 0) throw new BadArchive(`${name} is missing from this archive; nothing was restored.`);
    return 0;
  }
  let count = 0;
  let batch: unknown[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    await take(batch, `${count - batch.length + 1}–${count}`);
    batch = [];
  };
  for await (const line of archive.lines(entry)) {
    count += 1;
    let raw: unknown;
    try {
      raw = JSON.parse(line);
    } catch {
      throw new BadArchive(`${name}, line ${count}, is not valid JSON; nothing was restored.`);
    }
    const parsed = section.schema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new BadArchive(
        `${name}, line ${count}: ${issue?.path.join('.') || 'the row'}: ${issue?.message ?? 'not valid'}; nothing was restored.`,
      );
    }
    batch.push(parsed.data);
    if (batch.length === (section.batchSize ?? INSERT_BATCH)) await flush();
  }
  await flush();
  if (count !== expected)
    throw new BadArchive(
      `${name} holds ${count} rows where the archive's manifest counts ${expected}: the archive is incomplete; nothing was restored.`,
    );
  return count;
}
