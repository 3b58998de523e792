// Bundles the server (and the shared code it imports) into one ESM file; npm packages stay external.
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

// The land borders country detection reads at start (src/server/geo/land-borders.ts), beside the bundle.
await mkdir('dist/server/data', { recursive: true });
await copyFile('src/server/geo/data/land-borders.json', 'dist/server/data/land-borders.json');
