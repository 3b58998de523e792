import type { RouteSpec } from './define';
import { authApi } from './auth';
import { docsApi } from './docs';
import { geoApi } from './geo';
import { locationsApi } from './locations';
import { pagesApi } from './pages';
import { statsApi } from './stats';
import { duplicatesApi } from './duplicates';
import { importsApi } from './imports';
import { mediaApi } from './media';
import { suggestionsApi } from './suggestions';
import { tagsApi } from './tags';
import { transferApi } from './transfer';
import { trashApi } from './trash';
import { inboxApi } from './inbox';
import { opsApi } from './ops';
import { siteApi } from './site';
import { tripsApi } from './trips';
import { mailApi } from './mail';
import { packsApi } from './packs';
import { packSalesApi } from './pack-sales';
import { analyticsApi } from './analytics';
import { mediaKitApi } from './media-kit';

/**
 * Every route of the API, by part. The server serves each one (a contract test walks them), the
 * OpenAPI document, docs/api.md and routes.generated.ts are generated from them. Client code
 * calls routes by their refs in routes/<part>.generated.ts, never through this file or a part: its
 * bundles carry methods and paths, not schemas.
 */
export const API = {
  pages: pagesApi,
  docs: docsApi,
  locations: locationsApi,
  geo: geoApi,
  stats: statsApi,
  trash: trashApi,
  transfer: transferApi,
  imports: importsApi,
  duplicates: duplicatesApi,
  tags: tagsApi,
  media: mediaApi,
  suggestions: suggestionsApi,
  auth: authApi,
  site: siteApi,
  inbox: inboxApi,
  ops: opsApi,
  trips: tripsApi,
  mail: mailApi,
  packs: packsApi,
  packSales: packSalesApi,
  analytics: analyticsApi,
  mediaKit: mediaKitApi,
} satisfies Record<string, Record<string, RouteSpec>>;

export const API_ROUTES: readonly RouteSpec[] = Object.values(API).flatMap(
  (part) => Object.values(part) as RouteSpec[],
);
