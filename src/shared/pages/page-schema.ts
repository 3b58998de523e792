import { z } from '../zod';
import { PAGE_BASE, PAGE_LIMITS, pageList, requiredPageText } from './page-fields';

const Stat = z.strictObject({
  value: requiredPageText('Figure', 20),
  label: requiredPageText('Label', 40),
});

/** /about-me: the greeting and figures of its intro card, then the body. */
export const AboutMePageSchema = z.strictObject({
  ...PAGE_BASE,
  greeting: requiredPageText('Greeting', PAGE_LIMITS.shortText),
  stats: pageList('Figures', Stat, 6),
});

/** What PUT /api/pages/:slug takes for each page (every field; unknown ones refused). */
export const PAGE_SCHEMAS = {
  'about-me': AboutMePageSchema,
} as const;

export type PageSlug = keyof typeof PAGE_SCHEMAS;
export const PAGE_SLUGS = Object.keys(PAGE_SCHEMAS) as PageSlug[];

export type PageContentOf<S extends PageSlug> = z.infer<(typeof PAGE_SCHEMAS)[S]>;
export type PageContent = PageContentOf<PageSlug>;

export const isPageSlug = (slug: string): slug is PageSlug => Object.hasOwn(PAGE_SCHEMAS, slug);

/** GET /api/pages/:slug: the content, its version (the ETag) and when it last changed (null: never). */
export type Page<S extends PageSlug = PageSlug> = PageContentOf<S> & {
  slug: S;
  version: number;
  updatedAt: string | null;
};

/** One row of GET /api/pages. */
export interface PageSummary {
  slug: PageSlug;
  title: string;
  version: number;
  updatedAt: string | null;
}

/** One PUT, kept: who saved it, when, and the content before and after. */
export interface PageRevision {
  id: number;
  version: number;
  actor: string;
  createdAt: string;
  before: PageContent;
  after: PageContent;
}
