import { figureMessage, fillFigures, type Figures } from './figures';
import { LOCALES, localisedPath, SOURCE_LOCALE, type Locale } from './locales';
import { PAGES, pageTitle, SITE_IMAGE, type SharingImage } from './routes';

export type { SharingImage };

/**
 * What a page says about itself in <head>: its title, description and, when it is offered for
 * sharing, canonical URL, Open Graph and Twitter tags. One list for the server (written into the
 * HTML before any script runs, src/server/html.ts) and the client (set on navigation,
 * src/client/components/page-head.tsx), so the two never drift apart.
 */
export interface HeadMeta {
  /** The page's own title, without the brand ("Yosemite National Park"). */
  title: string;
  description: string;
  /** The page's path on SITE_URL; with it the page is shared: canonical URL and sharing tags. */
  path?: string;
  /** A sharing image other than the site's (a place's own, /stats' live one). */
  image?: SharingImage;
  /** Open Graph type: a place's page is an article about it. */
  type?: 'website' | 'article';
  /** Pages kept out of search results (the owner's screens, unknown paths). */
  noindex?: boolean;
}

export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; attrs: { name: string; content: string } | { property: string; content: string } }
  | { tag: 'link'; attrs: { rel: string; href: string; type?: string; title?: string; hrefLang?: string } };

/**
 * An English message of the site's (its text identifies it) in the page's language, its
 * `{placeholders}` filled with `values`: the client's `i18n._`, the server's `translate`.
 */
export type Translate = (message: string, values?: Record<string, string>) => string;

/** English: the message itself, its `{placeholders}` filled (as the client's `i18n._` on an English page). */
export const inEnglish: Translate = (message, values) =>
  values ? message.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole) : message;

/**
 * One of the site's texts in the page's language. Its figures' tokens (`{places|1,500+}`) are
 * looked up as `{places}`, the catalogue's message (routes.ts FIGURE_MESSAGES), and put back as
 * they were, where the translation has them, for fillFigures.
 */
export function translateText(text: string, t: Translate): string {
  const { message, values } = figureMessage(text);
  return t(message, values);
}

/**
 * A head in the page's language through `t`: its title, its description and its sharing image's
 * text (the site's image when it has none of its own), each that `own` says is the site's own
 * words (by default all: a route's head, the media kit's). An owner's title or description is
 * theirs, as they wrote it. The figures' tokens stay, for headTags to fill.
 */
export function localisedHead(
  meta: HeadMeta,
  t: Translate,
  own: (text: string) => boolean = () => true,
): HeadMeta {
  const say = (text: string) => (own(text) ? translateText(text, t) : text);
  const image = meta.image ?? (meta.path === undefined ? undefined : SITE_IMAGE);
  return {
    ...meta,
    title: say(meta.title),
    description: say(meta.description),
    ...(image && { image: { ...image, alt: say(image.alt) } }),
  };
}

const absolute = (siteUrl: string, url: string) => (/^https?:\/\//.test(url) ? url : `${siteUrl}${url}`);

/**
 * `figures` fill the `{figures}` of the description and the image's text (shared/figures.ts);
 * without them the tags keep the `{figures}` (the server fills the whole page as it sends it).
 * `locale` is the page's language: its canonical URL is the page in that language, and a page
 * offered in every language (PAGES, places, trips, packs) names each of them, and English as the
 * default, for search engines.
 */
export function headTags(
  meta: HeadMeta,
  siteUrl: string,
  figures?: Figures,
  locale: Locale = SOURCE_LOCALE,
): HeadTag[] {
  const title = pageTitle(meta.title);
  const fill = (text: string) => (figures ? fillFigures(text, figures) : text);
  const description = fill(meta.description);
  const tags: HeadTag[] = [
    { tag: 'title', text: title },
    { tag: 'meta', attrs: { name: 'description', content: description } },
  ];
  if (meta.noindex) tags.push({ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } });
  if (meta.path === undefined) return tags;

  const path = meta.path;
  const url = absolute(siteUrl, localisedPath(locale, path));
  const shown = meta.image ?? SITE_IMAGE;
  const image = { ...shown, alt: fill(shown.alt) };
  const imageUrl = absolute(siteUrl, image.url);
  const property = (name: string, content: string): HeadTag => ({
    tag: 'meta',
    attrs: { property: name, content },
  });
  const named = (name: string, content: string): HeadTag => ({ tag: 'meta', attrs: { name, content } });
  tags.push(
    { tag: 'link', attrs: { rel: 'canonical', href: url } },
    property('og:type', meta.type ?? 'website'),
    property('og:site_name', 'Fru World'),
    property('og:title', title),
    property('og:description', description),
    property('og:url', url),
    property('og:image', imageUrl),
    property('og:image:width', String(image.width)),
    property('og:image:height', String(image.height)),
    property('og:image:alt', image.alt),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', title),
    named('twitter:description', description),
    named('twitter:image', imageUrl),
    named('twitter:image:alt', image.alt),
  );
  if (!meta.noindex && offeredInEveryLanguage(path)) tags.push(...alternateTags(siteUrl, path));
  return tags;
}

/** The public pages (PAGES) and every place's, trip's and pack's page are offered in every language. */
const offeredInEveryLanguage = (path: string) =>
  PAGES.some((page) => page.path === path) || /^\/(places|trips|trip-packs)\/\d[^/]*$/.test(path);

/** The page at `path` in every language, and English as the default, for search engines and the sitemap. */
export function alternateTags(siteUrl: string, path: string): HeadTag[] {
  const alternate = (hrefLang: string, to: Locale): HeadTag => ({
    tag: 'link',
    attrs: { rel: 'alternate', hrefLang, href: absolute(siteUrl, localisedPath(to, path)) },
  });
  return [...LOCALES.map((l) => alternate(l, l)), alternate('x-default', SOURCE_LOCALE)];
}
