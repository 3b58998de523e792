import { findPage, type PageMeta } from '../routes';
import { PAGE_DEFAULTS } from './page-defaults';
import type { PageSlug } from './page-schema';

/** A content page's route: /sponsor is the page `sponsor`. */
export const pagePath = (slug: PageSlug) => `/${slug}`;

/**
 * The head of a content page (its title and description in search results and sharing cards): the
 * route's words from the spec (shared/routes.ts) until the owner changes the page's own title or
 * description, then theirs. A description left empty keeps the route's, so a page is never shared
 * without one.
 */
export function contentPageMeta(
  slug: PageSlug,
  page: { title: string; description: string },
): PageMeta | undefined {
  const route = findPage(pagePath(slug));
  if (!route) return undefined;
  const defaults = PAGE_DEFAULTS[slug];
  const changed = (field: 'title' | 'description') =>
    page[field] !== defaults[field] && page[field].trim() !== '';
  return {
    ...route,
    title: changed('title') ? page.title : route.title,
    description: changed('description') ? page.description : route.description,
  };
}
