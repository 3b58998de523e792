import type { FastifyBaseLogger } from 'fastify';
import { contentPageMeta, pagePath } from '#shared/pages/page-head.ts';
import { isPageSlug, type PageSlug } from '#shared/pages/page-schema.ts';
import type { Executor } from '../db/location-reads';
import { readPage } from '../db/pages';

/**
 * The HTML of the content pages (/sponsor, /about…) with the head the owner's words give them
 * (shared/pages/page-head.ts). Each request asks the database for the page's version alone (a
 * lookup by primary key), so a save through any instance shows in the next page served; the page
 * is read and its HTML written again only when that version changed. When the database cannot
 * answer, the page is still served, with the spec's head.
 */
export class ContentHeads {
  readonly #built = new Map<PageSlug, { version: number; html: string }>();

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
        .select('version')
        .where('slug', '=', slug)
        .executeTakeFirst();
      if (!row) return this.render(path);
      const built = this.#built.get(slug);
      if (built?.version === row.version) return built.html;
      const page = await readPage(this.db, slug);
      const html = this.render(path, contentPageMeta(slug, page));
      this.#built.set(slug, { version: page.version, html });
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
