import type { AnalyticsEvent, Beacon } from '#shared/analytics/analytics.ts';
import { analyticsRoutes } from '#shared/api/routes/analytics.generated.ts';
import { routeUrl } from './api';
import { hasOwnerHint } from './owner-hint';

/**
 * The browser's part of the site's first-party analytics (issue 39): what the server cannot see
 * from the pages it serves, sent with navigator.sendBeacon so it outlives the page and never delays
 * it. No cookie of its own, no stored id: the server makes the visitor's daily hash.
 */

/**
 * Never for the signed-in owner (the hint cookie the owner query reads too), nor for a browser that
 * sends Global Privacy Control.
 */
function send(body: Beacon): void {
  if ((navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl || hasOwnerHint()) return;
  // A string body goes as text/plain: a simple request, no preflight, as the route expects.
  navigator.sendBeacon(routeUrl(analyticsRoutes.beacon), JSON.stringify(body));
}

/** Counts one event of this page: a place opened, a video clicked, a form sent… */
export function track(type: Exclude<AnalyticsEvent, 'pageview'>, target?: string | number): void {
  // An undefined target is left out of the JSON.
  send({ type, path: (location.pathname + location.search).slice(0, 1000), target: target?.toString() });
}

/**
 * The page view to send when the router's location becomes `pathname` (with `search`), or none.
 * The first location is the page the server served, and counted already; a change of the search
 * alone (filters, the selected place) is the same page.
 */
export function pageviewAfter(
  previousPathname: string | undefined,
  pathname: string,
  search: string,
): Beacon | undefined {
  if (previousPathname === undefined || previousPathname === pathname) return undefined;
  return { type: 'pageview', path: (pathname + search).slice(0, 1000) };
}

let lastPathname: string | undefined;

/** Called on each of the router's location changes: counts client-side navigations only. */
export function trackNavigation(pathname: string, search: string): void {
  const view = pageviewAfter(lastPathname, pathname, search);
  lastPathname = pathname;
  if (view) send(view);
}

/** The host of the site a page is embedded in, from its referrer, or 'direct' without one. */
export function embeddingHost(referrer: string): string {
  try {
    return new URL(referrer).host || 'direct';
  } catch {
    return 'direct';
  }
}
