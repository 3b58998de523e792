import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { headTags, localisedHead, type HeadMeta } from '#shared/head.ts';
import { SOURCE_LOCALE } from '#shared/locales.ts';
import { findPage, HIDDEN_PAGES, SITE_IMAGE } from '#shared/routes.ts';
import { i18n, pageLocale, urlLocale } from '../lib/i18n';
import { siteConfigQuery } from '../lib/site-config';

/** Marks the tags the server wrote into the HTML (see src/server/pages/template.ts). */
export const SERVER_HEAD_ATTRIBUTE = 'data-server-head';

const hidden = new Set(HIDDEN_PAGES.map((page) => page.path));

/** The head of a route of the site (shared/routes.ts); the owner's screens stay out of search results. */
export function routeHead(path: string, title?: string): HeadMeta {
  const page = findPage(path);
  if (!page) return { title: title ?? '', description: '', noindex: true };
  return hidden.has(page.path) ? { ...page, path: undefined, noindex: true } : page;
}

/**
 * A head in the page's language: the words of the route at `path` (shared/routes.ts, in the site's
 * catalogue) where the head says them, and the site's sharing image's text. An owner's title or
 * description stays as they wrote it; a place's, trip's or pack's page passes its head already in
 * the language (their words are no route's).
 */
function inPageLanguage(head: HeadMeta, path: string): HeadMeta {
  if (pageLocale === SOURCE_LOCALE) return head;
  const route = findPage(path);
  const own = new Set([route?.title, route?.description, route?.image?.alt, SITE_IMAGE.alt]);
  return localisedHead(head, i18n._, (text) => own.has(text));
}

/** A head whose words are all the site's own (the media kit's: shared/routes.ts), in the page's language. */
export const siteHead = (head: HeadMeta): HeadMeta =>
  pageLocale === SOURCE_LOCALE ? head : localisedHead(head, i18n._);

/**
 * A page's title, description, canonical URL and sharing tags (shared/head.ts, the list the
 * server writes), hoisted into <head> by React. React 19 does not adopt the tags the server
 * already wrote, so those are removed once the page renders its own; until the site's address
 * (SITE_URL) is known, the server's stay, since they already describe this page.
 */
export function PageHead({ path, title, meta }: { path: string; title?: string; meta?: HeadMeta }) {
  const site = useQuery(siteConfigQuery).data;
  const siteUrl = site?.siteUrl;
  useLayoutEffect(() => {
    if (siteUrl === undefined) return;
    for (const node of document.head.querySelectorAll(`[${SERVER_HEAD_ATTRIBUTE}]`)) node.remove();
  }, [siteUrl]);
  if (siteUrl === undefined) return null;
  const head = inPageLanguage(meta ?? routeHead(path, title), path);
  return headTags(head, siteUrl, site?.figures, urlLocale).map((tag, index) => {
    if (tag.tag === 'title') return <title key="title">{tag.text}</title>;
    if (tag.tag === 'link') return <link key={index} {...tag.attrs} />;
    return <meta key={index} {...tag.attrs} />;
  });
}
