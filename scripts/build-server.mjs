// Bundles the server (and the shared code it imports) into one ESM file; npm packages stay external.
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
