import { defineConfig } from 'vite';
import { leafletAlias } from './vite.leaflet';

/**
 * The embeddable map's own build (/embed, served by src/server/pages/embed.ts): plain TypeScript
 * and Leaflet, built apart from the app so that none of the app's chunks (React and the shared
 * modules in 'core', see vite.config.ts) can be pulled into it. It writes beside the app's build,
 * after it, without emptying the folder; its files are named embed-* so none collides.
 */
export default defineConfig({
  resolve: { alias: [leafletAlias] },
  build: {
    outDir: 'dist/client',
    emptyOutDir: false,
    sourcemap: false,
    copyPublicDir: false,
    rollupOptions: {
      input: 'embed.html',
      output: {
        entryFileNames: 'assets/embed-[hash].js',
        chunkFileNames: 'assets/embed-[name]-[hash].js',
        assetFileNames: 'assets/embed-[name]-[hash][extname]',
      },
    },
  },
});
