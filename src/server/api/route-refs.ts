import type { RouteSpec } from '#shared/api/define.ts';
import { API } from '#shared/api/index.ts';

type Api = Record<string, Record<string, RouteSpec>>;

const HEADER =
  '// Generated from src/shared/api/ by `npm run api:generate`; a test fails when it is stale. Do not edit.';

/** `mediaKit` → `mediaKitRoutes`: the name a part's refs are exported by. */
export const partExport = (part: string) => `${part}Routes`;

/**
 * src/shared/api/routes/<part>.generated.ts, one file a part: the method and path of each of its
 * routes, typed by the contract through a type-only import. Client code imports only the parts it
 * calls (`call(pagesRoutes.get, …)`), so a page's bundle carries those strings and no others: the
 * core chunk would otherwise carry every route of the API.
 */
export function routePartModules(api: Api = API): Map<string, string> {
  const files = new Map<string, string>();
  for (const [part, routes] of Object.entries(api)) {
    const refs = Object.entries(routes).map(
      ([key, route]) => `  ${key}: { method: '${route.method}', path: '${route.path}' },`,
    );
    files.set(
      `${part}.generated.ts`,
      [
        HEADER,
        "import type { RoutesOf } from '../define';",
        "import type { API } from '../index';",
        '',
        `/** The routes of the API's \`${part}\` part: what \`call\` and \`routeUrl\` take. */`,
        `export const ${partExport(part)}: RoutesOf<typeof API>['${part}'] = {`,
        ...refs,
        '};',
        '',
      ].join('\n'),
    );
  }
  return files;
}

/** src/shared/api/routes.generated.ts: every part's refs in one object, for the server and the tests. */
export function routesModule(api: Api = API): string {
  const parts = Object.keys(api);
  return [
    HEADER,
    "import type { RoutesOf } from './define';",
    "import type { API } from './index';",
    ...parts.map((part) => `import { ${partExport(part)} } from './routes/${part}.generated';`),
    '',
    '/** Every route of the API by part (client code imports its parts from ./routes/ instead). */',
    'export const routes: RoutesOf<typeof API> = {',
    ...parts.map((part) => `  ${part}: ${partExport(part)},`),
    '};',
    '',
  ].join('\n');
}
