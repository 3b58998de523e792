import type { Kysely } from 'kysely';
import { DEFAULT_PAGE_VERSION, PAGE_DEFAULTS } from '#shared/pages/page-defaults.ts';
import {
  PAGE_SCHEMAS,
  PAGE_SLUGS,
  type Page,
  type PageContent,
  type PageRevision,
  type PageSlug,
  type PageSummary,
} from '#shared/pages/page-schema.ts';
import type { Executor } from './location-reads';
import { OWNER_ACTOR } from './revisions';
import type { DB, PagesTable } from './schema';

/** How many saves of a page its history shows. */
const HISTORY_LENGTH = 50;

/**
 * Stored content read back through the page's schema; a field that no longer passes it (an older
 * version of the schema wrote it) takes its default, so a page is always whole and never served broken.
 */
function contentOf(slug: PageSlug, json: string): PageContent {
  const fallback = PAGE_DEFAULTS[slug] as Record<string, unknown>;
  let stored: unknown;
  try {
    stored = JSON.parse(json);
  } catch {
    return fallback as PageContent;
  }
  const whole = PAGE_SCHEMAS[slug].safeParse(stored);
  if (whole.success) return whole.data;
  const record = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>;
  const shape = PAGE_SCHEMAS[slug].shape as Record<
    string,
    { safeParse(v: unknown): { success: boolean; data?: unknown } }
  >;
  const content: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    const parsed = field.safeParse(record[key]);
    content[key] = parsed.success ? parsed.data : fallback[key];
  }
  return content as PageContent;
}

function pageOf<S extends PageSlug>(
  slug: S,
  row: Pick<PagesTable, 'content' | 'version' | 'updatedAt'> | undefined,
): Page<S> {
  if (!row)
    return { slug, ...PAGE_DEFAULTS[slug], version: DEFAULT_PAGE_VERSION, updatedAt: null } as Page<S>;
  return {
    slug,
    ...contentOf(slug, row.content),
    version: row.version,
    updatedAt: row.updatedAt,
  } as unknown as Page<S>;
}

export async function readPage<S extends PageSlug>(db: Executor, slug: S): Promise<Page<S>> {
  const row = await db
    .selectFrom('pages')
    .select(['content', 'version', 'updatedAt'])
    .where('slug', '=', slug)
    .executeTakeFirst();
  return pageOf(slug, row);
}

export async function listPages(db: Executor): Promise<PageSummary[]> {
  const rows = await db.selectFrom('pages').select(['slug', 'content', 'version', 'updatedAt']).execute();
  const saved = new Map(rows.map((row) => [row.slug, row]));
  return PAGE_SLUGS.map((slug) => {
    const page = pageOf(slug, saved.get(slug));
    return { slug, title: page.title, version: page.version, updatedAt: page.updatedAt };
  });
}

export type SaveResult = { outcome: 'saved'; page: Page } | { outcome: 'conflict'; current: Page };

/**
 * Saves the owner's content over the version they loaded, with its revision, in one transaction.
 * The write itself names the version it replaces, so two saves over the same version cannot both win
 * on either engine: the second finds no row to update (or the row already inserted) and conflicts.
 */
export async function savePage(
  db: Kysely<DB>,
  slug: PageSlug,
  content: PageContent,
  expectedVersion: number,
  now = new Date().toISOString(),
): Promise<SaveResult> {
  return db.transaction().execute(async (trx) => {
    const current = await readPage(trx, slug);
    if (current.version !== expectedVersion) return { outcome: 'conflict', current };
    const version = expectedVersion + 1;
    const values = { content: JSON.stringify(content), version, updatedAt: now };
    const written =
      current.updatedAt === null
        ? (
            await trx
              .insertInto('pages')
              .values({ slug, ...values })
              .onConflict((c) => c.column('slug').doNothing())
              .executeTakeFirst()
          ).numInsertedOrUpdatedRows
        : (
            await trx
              .updateTable('pages')
              .set(values)
              .where('slug', '=', slug)
              .where('version', '=', expectedVersion)
              .executeTakeFirst()
          ).numUpdatedRows;
    if (Number(written ?? 0) !== 1) return { outcome: 'conflict', current: await readPage(trx, slug) };
    const { slug: _slug, version: _version, updatedAt: _updatedAt, ...before } = current;
    await trx
      .insertInto('pageRevisions')
      .values({
        slug,
        version,
        actor: OWNER_ACTOR,
        createdAt: now,
        before: JSON.stringify(before),
        after: values.content,
      })
      .execute();
    return { outcome: 'saved', page: { slug, ...content, version, updatedAt: now } as Page };
  });
}

/** The page's latest saves, newest first. */
export async function pageHistory(db: Executor, slug: PageSlug): Promise<PageRevision[]> {
  const rows = await db
    .selectFrom('pageRevisions')
    .selectAll()
    .where('slug', '=', slug)
    .orderBy('version', 'desc')
    .limit(HISTORY_LENGTH)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    version: row.version,
    actor: row.actor,
    createdAt: row.createdAt,
    before: contentOf(slug, row.before),
    after: contentOf(slug, row.after),
  }));
}
