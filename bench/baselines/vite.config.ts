import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The baseline pages the benchmark compares against; built into bench/tmp/baselines, never shipped.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: resolve(import.meta.dirname, '../tmp/baselines'),
    emptyOutDir: true,
    rollupOptions: {
      input: {
        markers: resolve(import.meta.dirname, 'markers.html'),
        cluster: resolve(import.meta.dirname, 'cluster.html'),
        maplibre: resolve(import.meta.dirname, 'maplibre.html'),
      },
    },
  },
});
