// npm run api:docs — writes docs/api.md from the API contract (src/shared/api/).
import { mkdirSync, writeFileSync } from 'node:fs';
import { apiMarkdown } from '../src/server/api/api-docs';

mkdirSync('docs', { recursive: true });
writeFileSync('docs/api.md', apiMarkdown());
console.log('docs/api.md written');
