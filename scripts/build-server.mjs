// Bundles the server (and the shared code it imports) into one ESM file. The runtime dependencies
// (package.json's `dependencies`) stay external; a dev dependency the server imports (Lingui's core,
// whose optional peers would otherwise bring the TypeScript compiler into a production install) is
// bundled in, with what it imports.
// The operator's commands (npm run backup, npm run owner:reset-password) are bundled beside it, so
// a production install runs them with node alone, without the dev dependencies (tsx).
import { execFileSync } from 'node:child_process';
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { build } from 'esbuild';

const { dependencies } = JSON.parse(await readFile('package.json', 'utf8'));
/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const runtimeExternal = {
  name: 'runtime-dependencies-external',
  setup(server) {
    server.onResolve({ filter: /^[^./#]/ }, ({ path }) =>
      path.startsWith('node:') || Object.hasOwn(dependencies, packageOf(path))
        ? { path, external: true }
        : undefined,
    );
  },
};

await build({
  entryPoints: {
    index: 'src/server/index.ts',
    backup: 'scripts/backup.ts',
    'owner-reset-password': 'scripts/owner-reset-password.ts',
    // The worker thread of the whole-archive builds, started by path beside index.js (off-thread-builds.ts).
    'representation-worker': 'src/server/representation-worker.ts',
    // The worker thread that builds the analytics rows (analytics/rows-off-thread.ts).
    'analytics/rows-worker': 'src/server/analytics/rows-worker.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  plugins: [runtimeExternal],
  sourcemap: true,
  logLevel: 'warning',
});

// The HEIC decoder's worker thread is plain JavaScript, loaded by path beside the bundle.
await copyFile('src/server/media/heic-worker.js', 'dist/server/heic-worker.js');

// Country detection's indexes, built once here so the server reads them at start instead of
// building them (about a second); the land borders beside them in case the snapshot is missing.
await mkdir('dist/server/data', { recursive: true });
await copyFile('src/server/geo/data/land-borders.json', 'dist/server/data/land-borders.json');
await copyFile('src/server/geo/data/state-lines.json', 'dist/server/data/state-lines.json');
// The demo places an empty database is filled with (SEED_DEMO), read by src/server/db/demo-places.ts.
await copyFile('src/server/db/data/demo-places.json', 'dist/server/data/demo-places.json');
execFileSync(
  process.execPath,
  ['--import', 'tsx', 'scripts/geo/write-region-indexes.ts', 'dist/server/data/region-indexes.bin'],
  { stdio: 'inherit' },
);
