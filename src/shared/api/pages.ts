import { z } from 'zod';
import { PAGE_BASE } from '../pages/page-fields';
import { PAGE_SCHEMAS, PAGE_SLUGS, type Page, type PageContent, type PageSlug } from '../pages/page-schema';
import { defineRoute } from './define';

const Slug = z.enum(PAGE_SLUGS as [PageSlug, ...PageSlug[]]).meta({ description: "The page's slug" });
const SlugParams = z.object({ slug: Slug });

const Saved = {
  /** The page's version: its ETag, sent back as If-Match to save over it. */
  version: z.number().int().nonnegative(),
  /** When it was last saved (ISO 8601); null while it still has the site's default words. */
  updatedAt: z.string().nullable(),
};

/** One page as GET /api/pages/:slug answers: its content, slug, version and when it last changed. */
export const PageSchema = z
  .discriminatedUnion(
    'slug',
    PAGE_SLUGS.map((slug) =>
      PAGE_SCHEMAS[slug].safeExtend({ slug: z.literal(slug), ...Saved }),
    ) as unknown as [z.ZodObject, ...z.ZodObject[]],
  )
  .meta({ id: 'Page' }) as unknown as z.ZodType<Page>;

export const PageSummarySchema = z
  .strictObject({ slug: Slug, title: z.string(), ...Saved })
  .meta({ id: 'PageSummary' });

const StoredContent = z.looseObject(PAGE_BASE) as unknown as z.ZodType<PageContent>;

export const PageRevisionSchema = z
  .strictObject({
    id: z.number().int(),
    version: z.number().int(),
    actor: z.string(),
    createdAt: z.string(),
    // Loose: a revision keeps the words as they were saved, even when a page's fields change later.
    before: StoredContent,
    after: StoredContent,
  })
  .meta({ id: 'PageRevision' });

/**
 * What a save sends: every field of that page (`title`, `description`, Markdown `body`, and the
 * page's own fields: FAQs' entries, Sponsor's packages…). The server reads it with that page's
 * schema, so each field is named in its own message; unknown fields are refused.
 */
const PageContentBody = z.looseObject(PAGE_BASE).meta({ id: 'PageContent' });

export const pagesApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/pages',
    tag: 'Pages',
    summary: 'Every editable page: slug, title, version and when it last changed.',
    access: 'anyone',
    response: z.array(PageSummarySchema),
    errors: [],
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/pages/:slug',
    tag: 'Pages',
    summary: 'One page with its words; the ETag is its version (If-None-Match answers 304).',
    access: 'anyone',
    params: SlugParams,
    notFound: 'That page',
    response: PageSchema,
    headers: ['ETag', 'If-None-Match'],
    errors: ['not_found'],
  }),
  save: defineRoute({
    method: 'PUT',
    path: '/api/pages/:slug',
    tag: 'Pages',
    summary:
      'Saves a page over the version the owner loaded (If-Match); 409 with the current page when it changed since.',
    access: 'owner',
    params: SlugParams,
    notFound: 'That page',
    body: PageContentBody,
    response: PageSchema,
    headers: ['If-Match', 'ETag'],
    errors: ['not_found', 'invalid_input', 'precondition_required', 'conflict'],
  }),
  history: defineRoute({
    method: 'GET',
    path: '/api/pages/:slug/history',
    tag: 'Pages',
    summary: "A page's saves, newest first: who, when, and the content before and after.",
    access: 'owner',
    params: SlugParams,
    notFound: 'That page',
    response: z.array(PageRevisionSchema),
    errors: ['not_found'],
  }),
};
