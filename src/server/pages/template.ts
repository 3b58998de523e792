import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { headTags, type HeadMeta, type HeadTag } from '#shared/head.ts';
import type { Locale } from '#shared/locales.ts';
import { THEME_SCRIPT } from '#shared/theme.ts';

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Marks the tags the client replaces with its own on navigation (src/client/components/page-head.tsx). */
export const SERVER_HEAD_ATTRIBUTE = 'data-server-head';

function attributes(attrs: Record<string, string | undefined>): string {
  return Object.entries(attrs)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name.toLowerCase()}="${escapeHtml(value)}"`)
    .join('');
}

export function tagHtml(tag: HeadTag): string {
  if (tag.tag === 'title') return `<title ${SERVER_HEAD_ATTRIBUTE}>${escapeHtml(tag.text)}</title>`;
  return `<${tag.tag}${attributes(tag.attrs)} ${SERVER_HEAD_ATTRIBUTE}>`;
}

/**
 * JSON-LD in a script element: `<` is written as \u003c, so no text in it (a place named
 * `</script><script>…`) can close the element.
 */
export function jsonLdHtml(data: unknown): string {
  return `<script type="application/ld+json" ${SERVER_HEAD_ATTRIBUTE}>${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

/** The head of one page: title, description and, for shared pages, canonical and sharing tags. */
export function headHtml(
  meta: HeadMeta,
  siteUrl: string,
  extra: readonly string[] = [],
  locale?: Locale,
): string {
  return [...headTags(meta, siteUrl, undefined, locale).map(tagHtml), ...extra].join('\n    ');
}

/** The theme, set on <html> before the first paint (the CSP allows it by its hash: security.ts). */
export const THEME_SCRIPT_HTML = `<script>${THEME_SCRIPT}</script>`;

/**
 * The built index.html, with a head and (for crawlers and link previews) a body put in. The app's
 * pages start their head with the theme script; the embed (light inside other sites) does not.
 */
export class PageTemplate {
  private readonly template: string;

  constructor(clientDir: string, file = 'index.html', { themed = true } = {}) {
    const html = readFileSync(join(clientDir, file), 'utf8');
    this.template = themed
      ? html.replace('<!--app-head-->', `${THEME_SCRIPT_HTML}\n    <!--app-head-->`)
      : html;
  }

  /**
   * `preloads` go at the end of the head, after the entry's script, its imports and its stylesheet
   * that Vite writes there: over HTTP/1.1 a browser fetches six files at a time, in the order it
   * finds them, and the app's own code is what every screen waits for first. `bodyEnd` goes at the
   * end of the body (the early paint's inline script: preload.ts).
   */
  render(head: string, body = '', preloads = '', bodyEnd = ''): string {
    let html = this.template.replace('<!--app-head-->', head);
    if (preloads) html = html.replace('</head>', `  ${preloads}\n  </head>`);
    if (bodyEnd) html = html.replace('</body>', `  ${bodyEnd}\n  </body>`);
    return body ? html.replace('<div id="root"></div>', `<div id="root">${body}</div>`) : html;
  }
}

/** The links that let blog platforms embed a pasted link to this page by themselves (oEmbed discovery). */
export function oembedLinks(pageUrl: string, siteUrl: string, title: string): string[] {
  const href = (format: string) => `${siteUrl}/oembed?url=${encodeURIComponent(pageUrl)}&format=${format}`;
  return [
    `<link rel="alternate" type="application/json+oembed" href="${escapeHtml(href('json'))}" title="${escapeHtml(title)}">`,
    `<link rel="alternate" type="text/xml+oembed" href="${escapeHtml(href('xml'))}" title="${escapeHtml(title)}">`,
  ];
}
