import { renderMarkdown, splitSections } from '#shared/pages/markdown.ts';
import { withEmail } from '#shared/pages/email-token.ts';
import type { PageContent, PageContentOf, PageSlug } from '#shared/pages/page-schema.ts';
import { localisedPath, SOURCE_LOCALE, type Locale } from '#shared/locales.ts';
import { translate } from '../i18n';
import { escapeHtml } from './template';

/**
 * What a crawler reads of a content page without running a script: its heading, the line under
 * it, its Markdown and every list of cards, questions and figures, in the order the page shows
 * them. The app replaces it when it starts (createRoot): nothing of it stays to move. The frame
 * is the one the page draws (content-layout.tsx), so the first paint already looks like the page.
 */

/** Fields of Markdown; every other text field is plain text. */
const MARKDOWN_FIELDS = new Set(['body', 'closing']);
/** An item's fields that are not words a reader reads: links, ids, emoji, link labels. */
const ITEM_SKIPPED = new Set(['to', 'id', 'category', 'emoji', 'linkLabel']);
/** A page's fields drawn in its header, or not read: the same, and the title and description. */
const PAGE_SKIPPED = new Set([...ITEM_SKIPPED, 'title', 'description', 'slug', 'updatedAt']);
/** An item's field that names it, drawn as its heading. */
const HEADING_FIELDS = new Set(['question', 'title', 'name']);

const isButton = (field: string) => /Button$|Link$/.test(field);

/** An item's heading is `level` (h2 when no section heading came before it, else h3: never a skipped level). */
function itemHtml(item: unknown, email: string, level: 2 | 3): string {
  if (typeof item === 'string') return `<li>${escapeHtml(withEmail(item, email))}</li>`;
  if (typeof item !== 'object' || item === null) return '';
  const parts = Object.entries(item).map(([field, value]) => {
    if (Array.isArray(value)) return listHtml(value, email, 3);
    if (typeof value !== 'string' || !value || ITEM_SKIPPED.has(field)) return '';
    const text = escapeHtml(withEmail(value, email));
    return HEADING_FIELDS.has(field)
      ? `<h${level} class="font-semibold">${text}</h${level}>`
      : `<p>${text}</p>`;
  });
  return `<li class="rounded-2xl bg-white p-4">${parts.join('')}</li>`;
}

function listHtml(items: readonly unknown[], email: string, level: 2 | 3): string {
  return `<ul class="space-y-3">${items.map((item) => itemHtml(item, email, level)).join('')}</ul>`;
}

/** The page's own words as HTML (Markdown rendered safely, every other text escaped). */
export function contentBody(page: PageContent, email: string, locale: Locale = SOURCE_LOCALE): string {
  // Headings in order for screen readers (axe's heading-order): items are h3 under a section's h2,
  // h2 before the first one.
  let sectioned = false;
  const sections = Object.entries(page).map(([field, value]) => {
    if (PAGE_SKIPPED.has(field) || isButton(field)) return '';
    if (Array.isArray(value)) return value.length ? listHtml(value, email, sectioned ? 3 : 2) : '';
    if (typeof value !== 'string' || !value.trim()) return '';
    if (MARKDOWN_FIELDS.has(field)) {
      // Cut at its `## ` headings as the page draws it (legal-document.tsx): each an h2, the
      // headings within at h3 and below.
      const { intro, sections: parts } = splitSections(withEmail(value, email));
      if (parts.length > 0) sectioned = true;
      return [
        renderMarkdown(intro),
        ...parts.map(
          (part) =>
            `<h2 class="text-2xl font-bold">${escapeHtml(part.title)}</h2>${renderMarkdown(part.markdown)}`,
        ),
      ].join('');
    }
    if (!/Heading$/.test(field)) return `<p>${escapeHtml(withEmail(value, email))}</p>`;
    sectioned = true;
    return `<h2 class="text-2xl font-bold">${escapeHtml(value)}</h2>`;
  });
  return [
    '<div class="min-h-full bg-slate-50">',
    '<header class="theme-light bg-gradient-to-br from-teal-800 via-teal-700 to-emerald-700 text-white">',
    '<div class="mx-auto max-w-5xl px-4 pt-6 pb-12 sm:px-6 sm:pb-16">',
    `<a href="${localisedPath(locale, '/')}" class="text-sm font-medium text-teal-50">← ${escapeHtml(translate(/*i18n*/ 'Back to Map', locale))}</a>`,
    `<h1 class="mt-6 text-3xl font-extrabold tracking-tight sm:text-5xl">${escapeHtml(page.title)}</h1>`,
    page.description ? `<p class="mt-3 max-w-2xl text-teal-50">${escapeHtml(page.description)}</p>` : '',
    '</div></header>',
    `<main class="mx-auto max-w-5xl space-y-4 px-4 py-8 sm:px-6">${sections.join('')}</main>`,
    '</div>',
  ].join('');
}

/** schema.org for a content page: the FAQs as an FAQPage, the owner's own page as a Person. */
export function contentJsonLd(
  slug: PageSlug,
  page: PageContent,
  siteUrl: string,
  email: string,
  locale: Locale = SOURCE_LOCALE,
): Record<string, unknown> | undefined {
  const url = (path: string) => `${siteUrl}${localisedPath(locale, path)}`;
  if (slug === 'faqs') {
    const { entries } = page as PageContentOf<'faqs'>;
    return {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      url: url('/faqs'),
      mainEntity: entries.map((entry) => ({
        '@type': 'Question',
        name: entry.question,
        acceptedAnswer: { '@type': 'Answer', text: withEmail(entry.answer, email) },
      })),
    };
  }
  if (slug === 'about-me') {
    const { greeting, description } = page as PageContentOf<'about-me'>;
    // "Hi, I’m Fru!" names the owner; the brand when the greeting names no one.
    const name = /I(?:’|')m\s+([^!.,]+)/.exec(greeting)?.[1]?.trim() ?? 'Fru World';
    return {
      '@context': 'https://schema.org',
      '@type': 'Person',
      name,
      url: url('/about-me'),
      ...(description ? { description } : {}),
      mainEntityOfPage: url('/about-me'),
    };
  }
  return undefined;
}
