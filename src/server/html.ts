import type { FastifyInstance } from 'fastify';
import { OWNER_HINT_COOKIE } from '../shared/auth';
import { findPage, HIDDEN_PAGES, NOT_FOUND_META, PAGES } from '../shared/routes';
import type { Config } from './config';
import type { AppContext } from './context';
import { pathNotFound } from './errors';
import { homePreloads, SITE_CONFIG_PRELOAD, type HomeScreen } from './preload';
import { contentSecurityDirectives } from './security';
import { registerPlacePages, sharedPlaceHead } from './pages/place-page';
import { headHtml, PageTemplate } from './pages/template';
import { ContentHeads } from './pages/content-heads';
import { registerEmbedPages } from './pages/embed';
import { registerTripPages } from './pages/trip-pages';
import { registerPackPages } from './pages/pack-pages';

/** Serves each page route's HTML with its own head; any other path gets the same shell with status 404. */
export function registerPages(app: FastifyInstance, clientDir: string, context: AppContext): PageTemplate {
  const { config } = context;
  const template = new PageTemplate(clientDir);
  const hidden = new Set(HIDDEN_PAGES.map((page) => page.path));
  // Every public page is shared (canonical and sharing tags); the owner's screens stay out of search results.
  const headOf = (page: (typeof PAGES)[number]) =>
    headHtml(hidden.has(page.path) ? { ...page, path: undefined, noindex: true } : page, config.siteUrl);
  const renderPage = (page: (typeof PAGES)[number]) => template.render(headOf(page), '', SITE_CONFIG_PRELOAD);
  const rendered = new Map([...PAGES, ...HIDDEN_PAGES].map((page) => [page.path, renderPage(page)]));
  // The content pages' heads say what the owner wrote (their title and description).
  const contentHeads = new ContentHeads(context.database.db, app.log, (path, meta) =>
    meta ? renderPage(meta) : rendered.get(path)!,
  );
  const pageHtml = async (path: string) => (await contentHeads.html(path)) ?? rendered.get(path);
  const notFoundHtml = notFoundPage(template, config);
  registerEmbedPages(app, clientDir, context);

  // The home screen also starts its code and its places with the HTML (map or list view).
  const preloads = homePreloads(clientDir);
  const homeHead = headOf(PAGES[0]!);
  const home = {
    visitorMap: template.render(
      `${homeHead}\n    ${preloads.visitorMap.first}`,
      '',
      preloads.visitorMap.last,
      preloads.visitorMap.end,
    ),
    map: template.render(homeHead, '', preloads.map.last),
    search: template.render(homeHead, '', preloads.search.last),
    list: template.render(homeHead, '', preloads.list.last),
  };

  // The home page's inline early paint is allowed by its hash, on that page alone.
  const earlyPaintHash = preloads.visitorMap.endHash;
  const homeHelmet = earlyPaintHash && {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityDirectives(config, [earlyPaintHash]),
    },
  };
  for (const page of [...PAGES, ...HIDDEN_PAGES]) {
    app.get<{ Querystring: { view?: string; place?: string; q?: string } }>(
      page.path,
      page.path === '/' && homeHelmet ? { helmet: homeHelmet } : {},
      async (request, reply) => {
        const view: HomeScreen = request.query.view === 'list' ? 'list' : request.query.q ? 'search' : 'map';
        // A visitor's plain home page paints its map before the app has loaded (preload.ts).
        const visitor = request.url === '/' && request.cookies[OWNER_HINT_COOKIE] === undefined;
        let html = page.path === '/' ? home[visitor ? 'visitorMap' : view] : await pageHtml(page.path);
        // A link shared before places had pages (`/?place=92`) previews as that place, its canonical
        // URL the place's page.
        if (page.path === '/' && request.query.place !== undefined) {
          const shared = await sharedPlaceHead(context, request.query.place);
          if (shared) html = template.render(shared, '', preloads[view].last);
        }
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
        // The home page a visitor gets differs from the signed-in owner's.
        if (page.path === '/') reply.header('vary', 'Cookie');
        return reply.send(html);
      },
    );
  }

  // Unknown, private and deleted places alike (404 or 410: the status tells crawlers which).
  const placeNotFound = notFoundPage(template, config, {
    title: 'Place not found',
    description: 'This place does not exist or is no longer public on Fru World.',
  });
  registerPlacePages(app, template, context, placeNotFound);
  registerTripPages(
    app,
    template,
    context,
    notFoundPage(template, config, {
      title: 'Trip not found',
      description: 'This trip does not exist or is not public on Fru World.',
    }),
  );

  registerPackPages(
    app,
    template,
    context,
    notFoundPage(template, config, {
      title: 'Pack not found',
      description: 'This trip pack does not exist or is not on sale on Fru World.',
    }),
  );

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const page = findPage(path);
    if (!path.startsWith('/api/') && (request.method === 'GET' || request.method === 'HEAD')) {
      const html = page ? await pageHtml(page.path) : notFoundHtml;
      return reply
        .status(page ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(html);
    }
    return pathNotFound().send(reply);
  });
  return template;
}

/** The site's "page not found" shell (the client shows its not-found screen), kept out of search results. */
export function notFoundPage(
  template: PageTemplate,
  config: Config,
  meta: { title: string; description: string } = NOT_FOUND_META,
): string {
  return template.render(headHtml({ ...meta, noindex: true }, config.siteUrl));
}
