// npm start. In a checkout with its dev dependencies (npm ci), it builds first, so that what runs is
// what the code says (about ten seconds). In a production install (npm ci --omit=dev, no Vite), it
// serves the dist/ built before (README: Installing for production).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const root = new URL('..', import.meta.url);
const canBuild = existsSync(new URL('node_modules/vite/package.json', root));

if (canBuild) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
} else if (!existsSync(new URL('dist/server/index.js', root))) {
  console.error(
    'No build in dist/, and no dev dependencies to make one: run `npm run build` in a checkout with ' +
      '`npm ci`, then bring dist/ here (README: Installing for production).',
  );
  process.exit(1);
}
await import(new URL('dist/server/index.js', root).href);
