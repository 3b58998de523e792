import type { RouteSpec } from '#shared/api/define.ts';
import { API } from '#shared/api/index.ts';

/**
 * src/shared/api/routes.generated.ts: the method and path of every route, part by part, typed by
 * the contract through a type-only import. Client code calls `call(routes.pages.get, …)`: its
 * bundles carry these strings, not the schemas.
 */
export function routesModule(api: Record<string, Record<string, RouteSpec>> = API): string {
  const parts = Object.entries(api).map(([part, routes]) => {
    const refs = Object.entries(routes).map(
      ([key, route]) => `    ${key}: { method: '${route.method}', path: '${route.path}' },`,
    );
    return `  ${part}: {\n${refs.join('\n')}\n  },`;
  });
  return [
    '// Generated from src/shared/api/ by `npm run api:generate`; a test fails when it is stale. Do not edit.',
    "import type { RoutesOf } from './define';",
    "import type { API } from './index';",
    '',
    '/** Every route of the API by part: what `call` and `routeUrl` take. */',
    'export const routes: RoutesOf<typeof API> = {',
    ...parts,
    '};',
    '',
  ].join('\n');
}
