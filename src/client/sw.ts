/**
 * The service worker (served at /sw.js, scope /; built apart by vite.sw.config.ts): a visitor who
 * has opened the site once can open it again offline and see the map with its places as they were
 * last loaded, and the places they opened (docs/features/offline.md).
 *
 * - Pages (navigations): the network first, the copy kept when it does not answer within 3 s or
 *   at all; offline, a page never kept with its query (`/?place=12`) gets the same page without it.
 * - Build files (/assets/, hashed, never changing): the kept copy first.
 * - The public reads the map and a place need (./offline/cached-routes.ts): the network first.
 *
 * Only a complete 200 from this site is kept, and never one whose Cache-Control says `private` or
 * `no-store`: the server marks every answer to the signed-in owner private (src/server/app.ts), so
 * nothing of the owner's, private places included, stays on a shared device. Nothing but a GET
 * is handled. The page tells the worker what it loaded before the worker ran (CACHE_URLS,
 * ./offline/register-worker.ts), so the first visit is kept too.
 */
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { Route, Router } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { isAsset, isCachedData, isPage } from './offline/cached-routes';

/** What this file uses of the worker's global scope (the DOM's types describe a window's). */
declare const self: {
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install', listener: () => void): void;
};

const PAGES = 'fru-pages';
const ASSETS = 'fru-assets';
const DATA = 'fru-data';

/** A 200 that may be kept: from this site (not opaque), and not marked private or no-store. */
const keptOnlyIfShareable: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    response.type !== 'opaque' && !/\b(private|no-store)\b/i.test(response.headers.get('cache-control') ?? '')
      ? response
      : null,
};
const onlyComplete = new CacheableResponsePlugin({ statuses: [200] });

/** A place deleted or made private since it was kept is forgotten as soon as the server says so. */
const forgetGone: WorkboxPlugin = {
  fetchDidSucceed: async ({ request, response }) => {
    if (response.status === 404 || response.status === 410) await (await caches.open(DATA)).delete(request);
    return response;
  },
};

/** Offline, `/?place=12` opens on the kept home page (the app reads the query itself). */
const samePageWithoutQuery: WorkboxPlugin = {
  handlerDidError: async ({ request }) => {
    const url = new URL(request.url);
    url.search = '';
    return (
      (await caches.match(url.href, { cacheName: PAGES })) ??
      (await caches.match(request, { cacheName: PAGES, ignoreSearch: true }))
    );
  },
};

const router = new Router();

router.registerRoute(
  new Route(
    ({ url, sameOrigin }) => sameOrigin && isAsset(url.pathname),
    new CacheFirst({
      cacheName: ASSETS,
      plugins: [
        onlyComplete,
        keptOnlyIfShareable,
        new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true }),
      ],
    }),
  ),
);

router.registerRoute(
  new Route(
    ({ url, sameOrigin }) => sameOrigin && isCachedData(url),
    new NetworkFirst({
      cacheName: DATA,
      plugins: [
        onlyComplete,
        keptOnlyIfShareable,
        forgetGone,
        new ExpirationPlugin({ maxEntries: 500, purgeOnQuotaError: true }),
      ],
    }),
  ),
);

// A navigation, or the page's own address sent with CACHE_URLS (a message, not a navigation).
router.registerRoute(
  new Route(
    ({ url, sameOrigin, request, event }) =>
      sameOrigin &&
      isPage(url.pathname) &&
      (request.mode === 'navigate' || (event as Event | undefined)?.type === 'message'),
    new NetworkFirst({
      cacheName: PAGES,
      networkTimeoutSeconds: 3,
      plugins: [
        onlyComplete,
        keptOnlyIfShareable,
        samePageWithoutQuery,
        new ExpirationPlugin({ maxEntries: 100, purgeOnQuotaError: true }),
      ],
    }),
  ),
);

router.addFetchListener();
router.addCacheListener();

// A new version takes over at once: it keeps nothing the previous one's pages depend on.
self.addEventListener('install', () => void self.skipWaiting());
clientsClaim();
