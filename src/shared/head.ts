import { pageTitle, SITE_IMAGE, type SharingImage } from './routes';

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
  | { tag: 'link'; attrs: { rel: string; href: string; type?: string; title?: string } };

const absolute = (siteUrl: string, url: string) => (/^https?:\/\//.test(url) ? url : `${siteUrl}${url}`);

export function headTags(meta: HeadMeta, siteUrl: string): HeadTag[] {
  const title = pageTitle(meta.title);
  const tags: HeadTag[] = [
    { tag: 'title', text: title },
    { tag: 'meta', attrs: { name: 'description', content: meta.description } },
  ];
  if (meta.noindex) tags.push({ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } });
  if (meta.path === undefined) return tags;

  const url = absolute(siteUrl, meta.path);
  const image = meta.image ?? SITE_IMAGE;
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
    property('og:description', meta.description),
    property('og:url', url),
    property('og:image', imageUrl),
    property('og:image:width', String(image.width)),
    property('og:image:height', String(image.height)),
    property('og:image:alt', image.alt),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', title),
    named('twitter:description', meta.description),
    named('twitter:image', imageUrl),
    named('twitter:image:alt', image.alt),
  );
  return tags;
}
