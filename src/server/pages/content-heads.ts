import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { SOURCE_LOCALE, type Locale } from '#shared/locales.ts';
import type { PageMeta } from '#shared/routes.ts';
import { PAGE_DEFAULTS } from '#shared/pages/page-defaults.ts';
import { contentPageMeta, pagePath } from '#shared/pages/page-head.ts';
import { isPageSlug, type PageContent, type PageSlug } from '#shared/pages/page-schema.ts';
import { SITE_DEFAULTS, type SiteSettings } from '#shared/site-config.ts';
import { readPage } from '../db/pages';
import type { DB } from '../db/schema';

/** What a content page's HTML is made of: its head's words, its content, the address its words name. */
export interface ContentPage {
  slug: PageSlug;
  /** The owner's title and description for the head; undefined: the route's own. */
  meta: PageMeta | undefined;
  content: PageContent;
  email: string;
}

/**
 * The HTML of the content pages (/sponsor, /about…) with the head the owner's words give them
 * (shared/pages/page-head.ts) and their words in the body (page-bodies.ts). Each request asks the database for the page's version and save time
 * alone (a lookup by primary key), so a save through any instance shows in the next page served;
 * the page is read and its HTML written again only when they changed. When the database cannot
 * answer, the page is still served, with the spec's head.
 */
const savedAt = (row: { version: number; updatedAt: string | null }) => `${row.version}@${row.updatedAt}`;

export class ContentHeads {
  /** By the version and time of the save it shows: a restored archive may bring back a version number. */
  readonly #built = new Map<`${PageSlug}:${Locale}`, { saved: string; html: string }>();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly log: FastifyBaseLogger,
    /** The page's HTML in a language. */
    private readonly render: (page: ContentPage, locale: Locale) => string,
    /** The owner's settings (the contact address is one of the pages' words). */
    private readonly settings: () => Promise<Partial<SiteSettings>>,
  ) {}

  /** The HTML for `path` in `locale` when it is a content page's, else undefined. */
  async html(path: string, locale: Locale = SOURCE_LOCALE): Promise<string | undefined> {
    const slug = path.slice(1);
    if (!isPageSlug(slug) || pagePath(slug) !== path) return undefined;
    const shipped = {
      slug,
      meta: undefined,
      content: PAGE_DEFAULTS[slug],
      email: SITE_DEFAULTS.contactEmail,
    };
    try {
      const [row, settings] = await Promise.all([
        this.db
          .selectFrom('pages')
          .select(['version', 'updatedAt'])
          .where('slug', '=', slug)
          .executeTakeFirst(),
        this.settings(),
      ]);
      const email = settings.contactEmail ?? SITE_DEFAULTS.contactEmail;
      // The address is one of the page's words: a new one builds the page again.
      const saved = `${row ? savedAt(row) : 'shipped'}:${email}`;
      const built = this.#built.get(`${slug}:${locale}`);
      if (built?.saved === saved) return built.html;
      const page = row ? await readPage(this.db, slug) : undefined;
      const html = this.render(
        page
          ? { slug, meta: contentPageMeta(slug, page, PAGE_DEFAULTS[slug]), content: page, email }
          : { ...shipped, email },
        locale,
      );
      this.#built.set(`${slug}:${locale}`, { saved: page ? `${savedAt(page)}:${email}` : saved, html });
      return html;
    } catch (error) {
      this.log.warn(
        { err: error, slug },
        'Content page served with its default head: the page could not be read',
      );
      return this.render(shipped, locale);
    }
  }
}
