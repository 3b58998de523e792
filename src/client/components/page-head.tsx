import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { headTags, type HeadMeta } from '#shared/head.ts';
import { findPage, HIDDEN_PAGES } from '#shared/routes.ts';
import { urlLocale } from '../lib/i18n';
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
  return headTags(meta ?? routeHead(path, title), siteUrl, site?.figures, urlLocale).map((tag, index) => {
    if (tag.tag === 'title') return <title key="title">{tag.text}</title>;
    if (tag.tag === 'link') return <link key={index} {...tag.attrs} />;
    return <meta key={index} {...tag.attrs} />;
  });
}
