import type { FastifyBaseLogger } from 'fastify';
import { PAGE_DEFAULTS } from '#shared/pages/page-defaults.ts';
import { contentPageMeta, pagePath } from '#shared/pages/page-head.ts';
import { isPageSlug, type PageSlug } from '#shared/pages/page-schema.ts';
import type { Executor } from '../db/location-reads';
import { readPage } from '../db/pages';

/**
 * The HTML of the content pages (/sponsor, /about…) with the head the owner's words give them
 * (shared/pages/page-head.ts). Each request asks the database for the page's version and save time
 * alone (a lookup by primary key), so a save through any instance shows in the next page served;
 * the page is read and its HTML written again only when they changed. When the database cannot
 * answer, the page is still served, with the spec's head.
 */
const savedAt = (row: { version: number; updatedAt: string | null }) => `${row.version}@${row.updatedAt}`;

export class ContentHeads {
  /** By the version and time of the save it shows: a restored archive may bring back a version number. */
  readonly #built = new Map<PageSlug, { saved: string; html: string }>();

  constructor(
    private readonly db: Executor,
    private readonly log: FastifyBaseLogger,
    /** The page's HTML for a head meta (the route's own when the page has none of its own). */
    private readonly render: (path: string, meta?: ReturnType<typeof contentPageMeta>) => string,
  ) {}

  /** The HTML for `path` when it is a content page's, else undefined. */
  async html(path: string): Promise<string | undefined> {
    const slug = path.slice(1);
    if (!isPageSlug(slug) || pagePath(slug) !== path) return undefined;
    try {
      const row = await this.db
        .selectFrom('pages')
        .select(['version', 'updatedAt'])
        .where('slug', '=', slug)
        .executeTakeFirst();
      if (!row) return this.render(path);
      const built = this.#built.get(slug);
      if (built?.saved === savedAt(row)) return built.html;
      const page = await readPage(this.db, slug);
      const html = this.render(path, contentPageMeta(slug, page, PAGE_DEFAULTS[slug]));
      this.#built.set(slug, { saved: savedAt(page), html });
      return html;
    } catch (error) {
      this.log.warn(
        { err: error, slug },
        'Content page served with its default head: the page could not be read',
      );
      return this.render(path);
    }
  }
}
