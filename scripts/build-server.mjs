// Bundles the server (and the shared code it imports) into one ESM file; npm packages stay external.
import { copyFile } from 'node:fs/promises';
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
