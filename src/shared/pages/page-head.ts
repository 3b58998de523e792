import { findPage, type PageMeta } from '../routes';
import type { PageSlug } from './page-schema';

/** A content page's route: /sponsor is the page `sponsor`. */
export const pagePath = (slug: PageSlug) => `/${slug}`;

/**
 * The head of a content page (its title and description in search results and sharing cards): the
 * route's words from the spec (shared/routes.ts) until the owner changes the page's own title or
 * description, then theirs. A description left empty keeps the route's, so a page is never shared
 * without one. `defaults` are the page's shipped words (each page passes its own, so a page's
 * bundle holds no other page's words).
 */
export function contentPageMeta(
  slug: PageSlug,
  page: { title: string; description: string },
  defaults: { title: string; description: string },
): PageMeta | undefined {
  const route = findPage(pagePath(slug));
  if (!route) return undefined;
  const changed = (field: 'title' | 'description') =>
    page[field] !== defaults[field] && page[field].trim() !== '';
  return {
    ...route,
    title: changed('title') ? page.title : route.title,
    description: changed('description') ? page.description : route.description,
  };
}
