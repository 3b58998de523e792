import { locationsRoutes } from '#shared/api/routes/locations.generated.ts';
import { siteRoutes } from '#shared/api/routes/site.generated.ts';

/**
 * What the service worker (src/client/sw.ts) keeps for offline use, by path: the page reads the same
 * lists to tell it which of what it already loaded to keep (./register-worker.ts).
 */

/** Hashed build files: never change under one address. */
export const isAsset = (pathname: string) => pathname.startsWith('/assets/');

/**
 * The public reads the home map and a place's dialog need: the site's settings, the map's places
 * and their names, one place (its id in digits), the types, and places by their ids. Nothing of the owner's (their answers
 * are marked private, and refused anyway), nothing under /api/auth.
 */
const KEPT_READS = [
  siteRoutes.get,
  locationsRoutes.map,
  locationsRoutes.mapNames,
  locationsRoutes.get,
  locationsRoutes.types,
].map(({ path }) => new RegExp(`^${path.replace(/:\w+/g, '\\d+')}$`));
/** Places by their ids (`?ids=12,40`): how the place dialog and cards ask for theirs (get-location.ts). */
const PLACES_BY_ID = new RegExp(`^${locationsRoutes.list.path}$`);
const IDS = /^\?ids=\d+(%2C\d+|,\d+)*$/i;

export const isCachedData = ({ pathname, search }: URL) =>
  KEPT_READS.some((read) => read.test(pathname)) || (PLACES_BY_ID.test(pathname) && IDS.test(search));

/** A page of the site: not the API, the media library or a build file. */
export const isPage = (pathname: string) => !/^\/(api|media|assets)\//.test(pathname);
