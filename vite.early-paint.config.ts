import { defineConfig } from 'vite';

/**
 * The early paint (src/client/early-paint.ts), built apart as one classic script that the server
 * writes inline into a visitor's home page (src/server/preload.ts): it runs as the HTML is parsed,
 * before any chunk of the app has arrived. It shares its modules with the app, but not its chunks;
 * reading a property is taken to have no side effects, so that only what the paint uses of a
 * shared module comes along (status.ts's table, not everything built from it). Written beside the
 * app's build, after it.
 */
export default defineConfig({
  build: {
    outDir: 'dist/client',
    emptyOutDir: false,
    copyPublicDir: false,
    sourcemap: false,
    lib: {
      entry: 'src/client/early-paint.ts',
      formats: ['iife'],
      name: 'fruEarlyPaint',
      fileName: () => 'early-paint.js',
    },
    rollupOptions: { treeshake: { propertyReadSideEffects: false } },
  },
});
