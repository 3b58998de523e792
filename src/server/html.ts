import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { findPage, HIDDEN_PAGES, NOT_FOUND_META, PAGES, pageTitle, type PageMeta } from '../shared/routes';
import type { Config } from './config';
import { pathNotFound } from './errors';
import { homePreloads } from './preload';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** public/og-image.png, drawn by scripts/generate-og-image.mjs. */
const OG_IMAGE = {
  width: 1200,
  height: 630,
  alt: 'Fru World: 1,500+ destinations, 306 UNESCO sites and 50+ countries on one interactive map',
};

/** The head of one page: title, description and, for shared pages, canonical and sharing tags. */
export function headFor(
  page: Pick<PageMeta, 'title' | 'description'> & { path?: string; share?: boolean; noindex?: boolean },
  siteUrl: string,
): string {
  const title = escapeHtml(pageTitle(page.title));
  const description = escapeHtml(page.description);
  const tags = [
    // Marked so the client can replace them with its own on navigation (src/client/components/page-head.tsx).
    `<title data-server-head>${title}</title>`,
    `<meta name="description" content="${description}" data-server-head>`,
    `<link rel="manifest" href="/site.webmanifest">`,
    `<link rel="apple-touch-icon" href="/apple-touch-icon.png">`,
  ];
  // The owner's inbox, the leave-the-waitlist page and unknown paths stay out of search results.
  if (page.noindex) tags.push(`<meta name="robots" content="noindex">`);
  if (page.share && page.path) {
    const url = escapeHtml(`${siteUrl}${page.path === '/' ? '/' : page.path}`);
    const image = escapeHtml(`${siteUrl}/og-image.png`);
    tags.push(
      `<link rel="canonical" href="${url}">`,
      `<meta property="og:type" content="website">`,
      `<meta property="og:site_name" content="Fru World">`,
      `<meta property="og:title" content="${title}">`,
      `<meta property="og:description" content="${description}">`,
      `<meta property="og:url" content="${url}">`,
      `<meta property="og:image" content="${image}">`,
      `<meta property="og:image:width" content="${OG_IMAGE.width}">`,
      `<meta property="og:image:height" content="${OG_IMAGE.height}">`,
      `<meta property="og:image:alt" content="${escapeHtml(OG_IMAGE.alt)}">`,
      `<meta name="twitter:card" content="summary_large_image">`,
      `<meta name="twitter:title" content="${title}">`,
      `<meta name="twitter:description" content="${description}">`,
      `<meta name="twitter:image" content="${image}">`,
      `<meta name="twitter:image:alt" content="${escapeHtml(OG_IMAGE.alt)}">`,
    );
  }
  return tags.join('\n    ');
}

/** Serves each page route's HTML with its own head; any other path gets the same shell with status 404. */
export function registerPages(app: FastifyInstance, clientDir: string, config: Config): void {
  const template = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const render = (head: string) => template.replace('<!--app-head-->', head);
  const allPages = [...PAGES, ...HIDDEN_PAGES];
  const hidden = new Set(HIDDEN_PAGES.map((page) => page.path));
  const rendered = new Map(
    allPages.map((page) => [
      page.path,
      render(headFor({ ...page, noindex: hidden.has(page.path) }, config.siteUrl)),
    ]),
  );
  const notFoundHtml = render(headFor({ ...NOT_FOUND_META, noindex: true }, config.siteUrl));

  // The home screen also starts its code and its places with the HTML (map or list view).
  const preloads = homePreloads(clientDir);
  const homeHead = headFor({ ...PAGES[0]!, noindex: false }, config.siteUrl);
  const home = {
    map: render(`${homeHead}\n    ${preloads.map}`),
    list: render(`${homeHead}\n    ${preloads.list}`),
  };

  for (const page of allPages) {
    app.get<{ Querystring: { view?: string } }>(page.path, (request, reply) => {
      const html =
        page.path === '/' ? (request.query.view === 'list' ? home.list : home.map) : rendered.get(page.path);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    });
  }

  app.get('/sitemap.xml', (_request, reply) => {
    const urls = PAGES.map(
      (page) => `  <url><loc>${escapeHtml(config.siteUrl + page.path)}</loc></url>`,
    ).join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
      );
  });

  app.get('/robots.txt', (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(
        `User-agent: *\nAllow: /\nDisallow: /inbox\nDisallow: /trash\nDisallow: /waitlist/\n\nSitemap: ${config.siteUrl}/sitemap.xml\n`,
      ),
  );

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const page = findPage(path);
    if (!path.startsWith('/api/') && (request.method === 'GET' || request.method === 'HEAD')) {
      const html = page ? rendered.get(page.path) : notFoundHtml;
      return reply
        .status(page ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(html);
    }
    return pathNotFound().send(reply);
  });
}
