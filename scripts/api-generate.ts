// npm run api:generate — writes what is generated from the API contract (src/shared/api/):
// docs/api.md, and src/shared/api/routes.generated.ts (each route's method and path, for the client).
import { mkdirSync, writeFileSync } from 'node:fs';
import { apiMarkdown } from '../src/server/api/api-docs';
import { routesModule } from '../src/server/api/route-refs';

mkdirSync('docs', { recursive: true });
writeFileSync('docs/api.md', apiMarkdown());
writeFileSync('src/shared/api/routes.generated.ts', routesModule());
console.log('docs/api.md and src/shared/api/routes.generated.ts written');
