import type { PageSlug } from '#shared/pages/page-schema.ts';

export const pageKeys = {
  all: ['pages'] as const,
  detail: (slug: PageSlug) => ['pages', slug] as const,
  history: (slug: PageSlug) => ['pages', slug, 'history'] as const,
};
