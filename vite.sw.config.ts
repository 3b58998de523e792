import { defineConfig } from 'vite';

/**
 * The service worker (src/client/sw.ts), built apart as one classic script at dist/client/sw.js: the
 * server serves it at /sw.js (scope /) revalidated on every visit (Cache-Control: no-cache, as every
 * file outside /assets/), so a new version is found at once. Written beside the app's build, after it.
 * Workbox logs and checks its arguments only in development builds.
 */
export default defineConfig({
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist/client',
    emptyOutDir: false,
    copyPublicDir: false,
    sourcemap: false,
    lib: {
      entry: 'src/client/sw.ts',
      formats: ['iife'],
      name: 'fruServiceWorker',
      fileName: () => 'sw.js',
    },
  },
});
