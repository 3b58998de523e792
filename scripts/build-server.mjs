// Bundles the server (and the shared code it imports) into one ESM file; npm packages stay external.
import { execFileSync } from 'node:child_process';
import { copyFile, mkdir } from 'node:fs/promises';
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server/index.ts'],
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
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
