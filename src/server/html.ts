import type { FastifyInstance } from 'fastify';
import { OWNER_HINT_COOKIE } from '../shared/auth';
import { fillFigures } from '../shared/figures';
import { localisedHead } from '../shared/head';
import { BRAND, findPage, HIDDEN_PAGES, NOT_FOUND_META, PAGES } from '../shared/routes';
import type { SiteSettings } from '../shared/site-config';
import type { Config } from './config';
import type { AppContext } from './context';
import { pathNotFound } from './errors';
import { translate } from './i18n';
import { LOCALES, localisedPath, SOURCE_LOCALE, type Locale } from '../shared/locales';
import { homePreloads, SITE_CONFIG_PRELOAD, type HomeScreen } from './preload';
import { cataloguePreloads, localiseHtml } from './pages/localised';
import { contentSecurityDirectives } from './security';
import { registerPlacePages, sharedPlaceHead } from './pages/place-page';
import { headHtml, jsonLdHtml, oembedLinks, PageTemplate } from './pages/template';
import { ContentHeads, type ContentPage } from './pages/content-heads';
import { contentBody, contentJsonLd } from './pages/page-bodies';
import { HomeBodies, websiteJsonLd } from './pages/home-bodies';
import { registerEmbedPages } from './pages/embed';
import { registerTripPages } from './pages/trip-pages';
import { registerPackPages } from './pages/pack-pages';
import { registerMediaKitPage } from './pages/media-kit-page';
import { tripsBody } from './pages/trips-body';

/** Serves each page route's HTML with its own head; any other path gets the same shell with status 404. */
export function registerPages(app: FastifyInstance, clientDir: string, context: AppContext): PageTemplate {
  const { config } = context;
  const template = new PageTemplate(clientDir);
  const hidden = new Set(HIDDEN_PAGES.map((page) => page.path));
  // Every public page is shared (canonical and sharing tags); the owner's screens stay out of search
  // results. In another language its words are in that language (English: as they are written).
  const wordsOf = (page: (typeof PAGES)[number], locale?: Locale) =>
    locale === undefined || locale === SOURCE_LOCALE
      ? page
      : localisedHead(page, (message, values) => translate(message, locale, values));
  const headOf = (page: (typeof PAGES)[number], extra: readonly string[] = [], locale?: Locale) => {
    const words = wordsOf(page, locale);
    return headHtml(
      hidden.has(page.path) ? { ...words, path: undefined, noindex: true } : words,
      config.siteUrl,
      extra,
      locale,
    );
  };
  const renderPage = (page: (typeof PAGES)[number]) => template.render(headOf(page), '', SITE_CONFIG_PRELOAD);
  const rendered = new Map([...PAGES, ...HIDDEN_PAGES].map((page) => [page.path, renderPage(page)]));
  // The content pages' heads say what the owner wrote (their title and description), their bodies
  // the page's words, for crawlers (pages/page-bodies.ts).
  const renderContent = ({ slug, meta, content, email }: ContentPage, locale: Locale) => {
    const jsonLd = contentJsonLd(slug, content, config.siteUrl, email, locale);
    const head = headOf(meta ?? findPage(`/${slug}`)!, jsonLd ? [jsonLdHtml(jsonLd)] : [], locale);
    return template.render(head, contentBody(content, email, locale), SITE_CONFIG_PRELOAD);
  };
  const contentHeads = new ContentHeads(context.database.db, app.log, renderContent, () =>
    context.siteSettings.get(),
  );
  // /stats' body holds its figures, built once per version of the places.
  const bodies = new HomeBodies(context.database.db, context.dataVersion, context.archiveScale);
  // When the places cannot be read, the page is still served, without them.
  const bodyOf = (value: { get(): Promise<string> }) =>
    value.get().catch((error: unknown) => {
      app.log.warn({ err: error }, 'Page served without its body: the places could not be read');
      return '';
    });
  // The owner's settings: its figures and the home map's opening view come from them (read once per
  // data version: a page costs no query). Undefined when the database cannot be read: the page is
  // still served.
  const siteSettings = () => context.siteSettings.get().catch(() => undefined);
  // The figures its words name (shared/figures.ts); when they cannot be read, the words' own.
  const withFigures = async (html: string | undefined, settings: Partial<SiteSettings> | undefined) =>
    fillFigures(html ?? '', settings && (await context.figures.resolve(settings).catch(() => undefined)));
  const statsPage = findPage('/stats')!;
  const tripsPage = findPage('/trips')!;
  // A page other than the home page in a language: /stats with its figures, /trips with its trips,
  // a content page with the owner's words; every page's body for crawlers in the page's language.
  const pageHtml = async (path: string, locale: Locale = SOURCE_LOCALE) => {
    if (path === statsPage.path)
      return template.render(
        headOf(statsPage, [], locale),
        await bodyOf(bodies.stats(locale)),
        SITE_CONFIG_PRELOAD,
      );
    if (path === tripsPage.path)
      return template.render(
        headOf(tripsPage, [], locale),
        await bodyOf({ get: () => tripsBody(context.database.db, locale) }),
        SITE_CONFIG_PRELOAD,
      );
    const content = await contentHeads.html(path, locale);
    if (content !== undefined) return content;
    const page = findPage(path);
    return locale === SOURCE_LOCALE || !page
      ? rendered.get(path)
      : template.render(headOf(page, [], locale), '', SITE_CONFIG_PRELOAD);
  };
  const notFoundHtml = notFoundPage(template, config);
  registerEmbedPages(app, clientDir, context);

  // The home screen also starts its code and its places with the HTML (map or list view).
  const preloads = homePreloads(clientDir);
  // The site and its search for search engines, and the map's embed for blog platforms.
  const homePage = PAGES[0]!;
  const homeHeadIn = (locale: Locale) => {
    const words = wordsOf(homePage, locale);
    return headOf(
      homePage,
      [
        jsonLdHtml(websiteJsonLd(config.siteUrl, words.description)),
        ...oembedLinks(`${config.siteUrl}/`, config.siteUrl, `${BRAND}: ${words.title}`),
      ],
      locale,
    );
  };
  const homeHead = homeHeadIn(SOURCE_LOCALE);
  // The map's first view, ready (opening-view.ts): the early paint and the map start on it.
  const home = async (
    screen: HomeScreen | 'visitorMap',
    body: string,
    settings: Partial<SiteSettings> | undefined,
  ) => {
    const { first, last, end } = preloads[screen];
    const head = `${homeHead}\n    ${await context.openingViews.meta(settings)}`;
    return template.render(first ? `${head}\n    ${first}` : head, body, last, end);
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
        const settings = await siteSettings();
        let html =
          page.path === '/'
            ? await home(visitor ? 'visitorMap' : view, await bodyOf(bodies.home()), settings)
            : await pageHtml(page.path);
        // A link shared before places had pages (`/?place=92`) previews as that place, its canonical
        // URL the place's page.
        if (page.path === '/' && request.query.place !== undefined) {
          const shared = await sharedPlaceHead(context, request.query.place);
          if (shared) html = template.render(shared, '', preloads[view].last);
        }
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
        // The home page a visitor gets differs from the signed-in owner's.
        if (page.path === '/') reply.header('vary', 'Cookie');
        return reply.send(await withFigures(html, settings));
      },
    );
  }

  // Every public page in each other language (/es/stats): the same shell, its head and <html lang>
  // in that language, and its catalogue asked for with the app.
  const catalogues = cataloguePreloads(clientDir);
  for (const locale of LOCALES.filter((l) => l !== SOURCE_LOCALE)) {
    const localHomeHead = homeHeadIn(locale);
    for (const page of PAGES) {
      app.get(localisedPath(locale, page.path), async (request, reply) => {
        const settings = await siteSettings();
        const html =
          page.path === '/'
            ? template.render(
                `${localHomeHead}\n    ${await context.openingViews.meta(settings)}`,
                await bodyOf(bodies.home(locale)),
                preloads.map.last,
              )
            : await pageHtml(page.path, locale);
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
        const preload = catalogues[locale]?.[page.path === '/' ? 'home' : 'pages'];
        return reply.send(localiseHtml(await withFigures(html, settings), locale, preload));
      });
    }
  }

  // Unknown, private and deleted places alike (404 or 410: the status tells crawlers which).
  const placeNotFound = notFoundPage(template, config, {
    title: 'Place not found',
    description: 'This place does not exist or is no longer public on Fru World.',
  });
  registerPlacePages(app, template, context, placeNotFound, catalogues);
  registerTripPages(
    app,
    template,
    context,
    notFoundPage(template, config, {
      title: 'Trip not found',
      description: 'This trip does not exist or is not public on Fru World.',
    }),
    catalogues,
  );

  registerPackPages(
    app,
    template,
    context,
    notFoundPage(template, config, {
      title: 'Pack not found',
      description: 'This trip pack does not exist or is not on sale on Fru World.',
    }),
    catalogues,
  );

  registerMediaKitPage(app, template, context, notFoundHtml);

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const page = findPage(path);
    if (!path.startsWith('/api/') && (request.method === 'GET' || request.method === 'HEAD')) {
      const html = await withFigures(page ? await pageHtml(page.path) : notFoundHtml, await siteSettings());
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
