import { issuesToFields } from '#shared/field-errors.ts';
import { PAGE_SCHEMAS, type Page, type PageContent, type PageSlug } from '#shared/pages/page-schema.ts';

/** What the editor holds: the content typed, and the version of the page it was started from. */
export interface PageDraft {
  content: PageContent;
  baseVersion: number;
}

/** A page's content without its slug, version and date: what a PUT sends. */
export function contentOf(page: Page): PageContent {
  const { slug: _slug, version: _version, updatedAt: _updatedAt, ...content } = page;
  return content as PageContent;
}

export const sameContent = (a: PageContent, b: PageContent) => JSON.stringify(a) === JSON.stringify(b);

/** A draft read back from storage, or undefined when it no longer fits the page's fields. */
export function parseDraft(slug: PageSlug, stored: unknown): PageDraft | undefined {
  if (typeof stored !== 'object' || stored === null) return undefined;
  const { content, baseVersion } = stored as Partial<PageDraft>;
  if (typeof baseVersion !== 'number') return undefined;
  // Loosely: a draft may hold a half-typed field the schema refuses; only its shape must fit.
  const shape = PAGE_SCHEMAS[slug].shape as Record<string, unknown>;
  if (typeof content !== 'object' || content === null) return undefined;
  if (!Object.keys(shape).every((key) => key in content)) return undefined;
  return { content: content as PageContent, baseVersion };
}

/** The page's own checks, before anything is sent: one message per field, as the server words them. */
export function checkContent(
  slug: PageSlug,
  content: PageContent,
): { content: PageContent } | { fields: Record<string, string> } {
  const result = PAGE_SCHEMAS[slug].safeParse(content);
  return result.success ? { content: result.data } : { fields: issuesToFields(result.error.issues) };
}
