import { Workbox } from 'workbox-window';
import { isAsset, isCachedData } from './cached-routes';

/**
 * The page's own address and what it loaded that the worker keeps (build files, the map's data):
 * on a first visit they were loaded before the worker ran, so it fetches them again to keep them.
 */
function loadedUrls(): string[] {
  const loaded = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && (isAsset(url.pathname) || isCachedData(url)))
    .map((url) => url.href);
  return [...new Set([location.href, ...loaded])];
}

/**
 * Registers the service worker (src/client/sw.ts, scope /). A page the worker did not serve (the
 * first visit) tells it, once active, what it loaded (Workbox's CACHE_URLS, Router.addCacheListener).
 * A browser that refuses a worker (private browsing, a policy) keeps the site as it was.
 */
export async function registerWorker(): Promise<void> {
  const controlled = navigator.serviceWorker.controller !== null;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  try {
    await workbox.register();
    if (controlled) return;
    await workbox.active;
    await workbox.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: loadedUrls() } });
  } catch {
    // Nothing to tell the visitor: the site works online as before.
  }
}
