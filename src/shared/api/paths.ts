// The paths that the zod-free bundles (the first paint, the embeddable map) fetch themselves. The
// contract (src/shared/api/) declares these routes with the same constants, so a path changes in
// one place; these bundles import this file alone, never a contract part (which carries zod).

/** GET: a visitor's map data, without names (shared/map-data.ts). */
export const MAP_DATA_PATH = '/api/locations/map';
/** GET: the public places' names, by id. */
export const MAP_NAMES_PATH = '/api/locations/map/names';
/** GET: the site's public settings (the embed reads its tiles). */
export const SITE_PATH = '/api/site';
