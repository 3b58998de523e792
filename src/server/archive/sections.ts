import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import { OWNER_ID } from '../auth/owner';
import { INSERT_BATCH } from '../db/batches';
import type { DB } from '../db/schema';
import * as rows from './rows';
import * as packRows from './pack-rows';
import * as tripRows from './trip-rows';

/**
 * One part of the archive: `data/<name>.jsonl`, a row a line. The writer asks each section for its
 * rows; a restore parses each line with `schema` and hands the rows to `insert` a batch at a time,
 * in the order of SECTIONS, inside one transaction. A new table is one more entry in SECTIONS.
 */
export interface ArchiveSection {
  name: string;
  schema: z.ZodType;
  rows(db: Kysely<DB>): AsyncIterable<unknown>;
  insert(trx: Transaction<DB>, batch: unknown[]): Promise<void>;
  /** Rows read or written at a time (INSERT_BATCH unless the rows are large). */
  batchSize?: number;
}

// The sections name their tables by string: one loosely typed view of the database for them.
type Loose = Kysely<Record<string, Record<string, unknown>>>;
const loose = (db: Kysely<DB>) => db as unknown as Loose;

/** A table archived whole, paged by its key; `skipExisting` keeps a row the site already has. */
export function tableSection(
  name: string,
  table: keyof DB,
  key: readonly string[],
  schema: z.ZodType,
  { skipExisting = false, batchSize = INSERT_BATCH } = {},
): ArchiveSection {
  return {
    name,
    schema,
    batchSize,
    async *rows(db) {
      for (let offset = 0; ; offset += batchSize) {
        let query = loose(db).selectFrom(table).selectAll();
        for (const column of key) query = query.orderBy(column);
        const page = await query.limit(batchSize).offset(offset).execute();
        yield* page;
        if (page.length < batchSize) return;
      }
    },
    async insert(trx, batch) {
      const query = loose(trx)
        .insertInto(table)
        .values(batch as Record<string, unknown>[]);
      await (skipExisting ? query.onConflict((c) => c.doNothing()) : query).execute();
    },
  };
}

/** A track keeps every point (up to 200,000, some megabytes of JSON): a few at a time. */
const TRACKS_AT_A_TIME = 10;

/** The site settings the owner chose (never the device-cookie secret kept beside them). */
const SITE_SETTINGS_KEYS = ['site'];

const settingsSection: ArchiveSection = {
  name: 'settings',
  schema: rows.SettingRowSchema.refine((row) => SITE_SETTINGS_KEYS.includes(row.key), 'Not a site setting'),
  async *rows(db) {
    yield* await db.selectFrom('settings').selectAll().where('key', 'in', SITE_SETTINGS_KEYS).execute();
  },
  async insert(trx, batch) {
    for (const row of batch as z.infer<typeof rows.SettingRowSchema>[]) {
      await trx
        .insertInto('settings')
        .values(row)
        .onConflict((c) => c.column('key').doUpdateSet({ value: row.value, updatedAt: row.updatedAt }))
        .execute();
    }
  },
};

/** The owner's name, email and avatar, over the account this site already has (its password stays). */
const profileSection: ArchiveSection = {
  name: 'profile',
  schema: rows.ProfileRowSchema,
  async *rows(db) {
    yield* await db
      .selectFrom('users')
      .select(['name', 'email', 'avatar', 'joinDate'])
      .where('id', '=', OWNER_ID)
      .execute();
  },
  async insert(trx, batch) {
    for (const row of batch as z.infer<typeof rows.ProfileRowSchema>[])
      await trx.updateTable('users').set(row).where('id', '=', OWNER_ID).execute();
  },
};

async function insertPages(trx: Transaction<DB>, batch: unknown[]) {
  for (const row of batch as z.infer<typeof rows.PageRowSchema>[]) {
    const { content, version, updatedAt } = row;
    await trx
      .insertInto('pages')
      .values(row)
      .onConflict((c) => c.column('slug').doUpdateSet({ content, version, updatedAt }))
      .execute();
  }
}

/** In the order a restore writes them: what a row refers to comes before it. */
export const SECTIONS: readonly ArchiveSection[] = [
  // A photo uploaded here already (the same file, by its hash) keeps its row.
  tableSection('media', 'media', ['id'], rows.MediaRowSchema, { skipExisting: true }),
  tableSection('tags', 'tags', ['id'], rows.TagRowSchema),
  tableSection('places', 'locations', ['id'], rows.LocationRowSchema),
  tableSection('place-photos', 'locationPhotos', ['locationId', 'position'], rows.PhotoRowSchema),
  tableSection('place-videos', 'locationVideos', ['locationId', 'position'], rows.LinkRowSchema),
  tableSection('place-tags', 'locationTags', ['locationId', 'tagId'], rows.PlaceTagRowSchema),
  tableSection('import-batches', 'importBatches', ['id'], rows.ImportBatchRowSchema),
  tableSection('revisions', 'locationRevisions', ['id'], rows.RevisionRowSchema),
  tableSection('dismissed-duplicates', 'dismissedDuplicates', ['lowId', 'highId'], rows.DismissedRowSchema),
  // Trips after the places they stop at; their share links keep their tokens (a link still opens).
  tableSection('trips', 'trips', ['id'], tripRows.TripRowSchema),
  tableSection('trip-places', 'tripPlaces', ['tripId', 'position'], tripRows.TripPlaceRowSchema),
  tableSection('trip-revisions', 'tripRevisions', ['id'], tripRows.TripRevisionRowSchema),
  tableSection('trip-links', 'tripLinks', ['id'], tripRows.TripLinkRowSchema),
  tableSection('trip-tracks', 'tripTracks', ['id'], tripRows.TripTrackRowSchema, {
    batchSize: TRACKS_AT_A_TIME,
  }),
  // Trip packs after their trips: releases (each a frozen trip), orders, the provider events already
  // handled, library tokens (their hashes: a buyer's link still opens) and links awaiting sending.
  tableSection('packs', 'packs', ['id'], packRows.PackRowSchema),
  tableSection('pack-releases', 'packReleases', ['id'], packRows.PackReleaseRowSchema, {
    batchSize: TRACKS_AT_A_TIME,
  }),
  tableSection('pack-orders', 'packOrders', ['id'], packRows.PackOrderRowSchema),
  tableSection('pack-events', 'packEvents', ['eventId'], packRows.PackEventRowSchema, { skipExisting: true }),
  tableSection('library-tokens', 'libraryTokens', ['id'], packRows.LibraryTokenRowSchema),
  tableSection('library-requests', 'libraryRequests', ['id'], packRows.LibraryRequestRowSchema),
  tableSection('messages', 'messages', ['id'], rows.MessageRowSchema, { skipExisting: true }),
  tableSection('suggestions', 'suggestions', ['id'], rows.SuggestionRowSchema, { skipExisting: true }),
  tableSection('waitlist', 'waitlist', ['id'], rows.WaitlistRowSchema, { skipExisting: true }),
  // A page the new site saved already is replaced by the archive's: a restore makes the site the same.
  { ...tableSection('pages', 'pages', ['slug'], rows.PageRowSchema), insert: insertPages },
  tableSection('page-revisions', 'pageRevisions', ['id'], rows.PageRevisionRowSchema, { skipExisting: true }),
  settingsSection,
  profileSection,
];

export const sectionEntryName = (section: ArchiveSection) => `data/${section.name}.jsonl`;
