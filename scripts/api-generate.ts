// npm run api:generate — writes what is generated from the API contract (src/shared/api/):
// docs/api.md, src/shared/api/routes/<part>.generated.ts (each route's method and path, for the
// client) and src/shared/api/routes.generated.ts (all of them).
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiMarkdown } from '../src/server/api/api-docs';
import { routePartModules, routesModule } from '../src/server/api/route-refs';

const PARTS = 'src/shared/api/routes';
mkdirSync('docs', { recursive: true });
writeFileSync('docs/api.md', apiMarkdown());
mkdirSync(PARTS, { recursive: true });
const parts = routePartModules();
for (const file of readdirSync(PARTS)) if (!parts.has(file)) rmSync(join(PARTS, file));
for (const [file, text] of parts) writeFileSync(join(PARTS, file), text);
writeFileSync('src/shared/api/routes.generated.ts', routesModule());
console.log(`docs/api.md, ${PARTS}/ (${parts.size} parts) and src/shared/api/routes.generated.ts written`);
