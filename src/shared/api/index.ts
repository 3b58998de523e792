import type { RouteSpec } from './define';
import { authApi } from './auth';
import { docsApi } from './docs';
import { inboxApi } from './inbox';
import { opsApi } from './ops';
import { pagesApi } from './pages';
import { siteApi } from './site';

/**
 * Every route of the API, by part. The server serves each one (a contract test walks them), the
 * OpenAPI document and docs/api.md are generated from them. Client code imports the part it
 * calls (src/shared/api/<part>.ts), never this file: a bundle carries only the routes it uses.
 */
export const API = {
  pages: pagesApi,
  docs: docsApi,
  auth: authApi,
  site: siteApi,
  inbox: inboxApi,
  ops: opsApi,
} satisfies Record<string, Record<string, RouteSpec>>;

export const API_ROUTES: readonly RouteSpec[] = Object.values(API).flatMap(
  (part) => Object.values(part) as RouteSpec[],
);
