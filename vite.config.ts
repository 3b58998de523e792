import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { HOME_CHUNKS } from './src/shared/routes';
import { THEME_SCRIPT } from './src/shared/theme';
import { exifReaderWithoutUnusedParsers } from './vite.exifreader';
import { leafletAlias } from './vite.leaflet';

/**
 * The server preloads the home screen's chunks by their names (HOME_CHUNKS, src/server/preload.ts);
 * a module renamed or merged into another chunk fails the build here instead of losing them silently.
 */
function homeChunksBuilt(): Plugin {
  return {
    name: 'fru-world:home-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const name of Object.values(HOME_CHUNKS)) {
        const built = Object.values(bundle).some(
          (output) => output.type === 'chunk' && !output.isEntry && output.name === name,
        );
        if (!built)
          this.error(`No lazy chunk is named "${name}": update HOME_CHUNKS in src/shared/routes.ts.`);
      }
    },
  };
}

/** In development, /embed and /embed/places/:id load the embed's own page (built apart: vite.embed.config.ts). */
function embedInDevelopment(): Plugin {
  return {
    name: 'fru-world:embed-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (/^\/embed(\/places\/[^/?]+)?\/?(\?|$)/.test(request.url ?? '')) request.url = '/embed.html';
        next();
      });
    },
  };
}

/** In development, the page's head sets the theme as the server's pages do (src/server/pages/template.ts). */
function themeInDevelopment(): Plugin {
  return {
    name: 'fru-world:theme-dev',
    apply: 'serve',
    transformIndexHtml: (html, { path }) =>
      path.startsWith('/embed')
        ? html
        : html.replace('<!--app-head-->', `<script>${THEME_SCRIPT}</script><!--app-head-->`),
  };
}

/** The modules of the 'core' chunk (see build.rollupOptions.output.codeSplitting below). */
const CORE =
  /vite[\\/]preload-helper|node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query))[\\/]|src[\\/]client[\\/](components[\\/](ui[\\/](button|icons|cn)|page-head)[\\/.]|lib[\\/](?!use-draft|form-errors|schema-messages|idempotency-key|form-schemas|owner-session|media-kit|use-focus-first-invalid|leaflet[\\/]))|src[\\/]shared[\\/](routes|location|location-types|status|api-error|filters|map-data|auth|format-count)\.ts|src[\\/]client[\\/]features[\\/](locations|geo)[\\/]api[\\/]keys\.ts|src[\\/]client[\\/](app[\\/]layout|features[\\/]map[\\/]early-handoff)\.ts/;
/** The map's chunk: Leaflet, its React pieces and the map feature (see codeSplitting below). */
const MAP =
  /node_modules[\\/]leaflet[\\/]|src[\\/]client[\\/]lib[\\/]leaflet[\\/](core\.js|react\.tsx)|src[\\/]client[\\/]features[\\/]map[\\/](?!early-handoff\.|public\.|popup-clearance\.|components[\\/](place-sheet|place-popup|clear-of-controls)\.)/;

/** Leaflet's modules that only ./src/client/lib/leaflet/extras.js brings: a chunk of their own, loaded with their code. */
const LEAFLET_EXTRAS =
  /node_modules[\\/]leaflet[\\/]src[\\/](layer[\\/](vector|marker|DivOverlay|Popup|Tooltip|FeatureGroup|GeoJSON|ImageOverlay|VideoOverlay|SVGOverlay)|control[\\/]Control\.(Layers|Scale))/;

/**
 * The query library's mutations stay out of it: a visitor's first page writes nothing, and the
 * dialogs that do (signing in, forms) bring them along.
 */
const MUTATIONS =
  /@tanstack[\\/](query-core|react-query)[\\/]build[\\/]modern[\\/](mutationObserver|useMutation)\.js$/;

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    tailwindcss(),
    homeChunksBuilt(),
    embedInDevelopment(),
    themeInDevelopment(),
    exifReaderWithoutUnusedParsers(),
  ],
  resolve: {
    // React Router's package exports only its development build (dev warnings on); builds use its
    // production build, which the package ships beside it.
    alias: [
      leafletAlias,
      ...(mode === 'production'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                import.meta.resolve('react-router').replace('/development/', '/production/'),
              ),
            },
          ]
        : []),
    ],
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // Every browser the site supports preloads modules itself (Safari since 17); an older one simply
    // loads them when imported. The polyfill would cost every page half a kilobyte.
    modulePreload: { polyfill: false },
    // The server reads it to preload the home screen's chunks (src/server/preload.ts, HOME_CHUNKS).
    manifest: true,
    rollupOptions: {
      // The app, and the script that paints a visitor's home map before the app has loaded (the
      // server adds it to that page: src/server/preload.ts).
      input: { index: 'index.html', 'early-map': 'src/client/early-map.ts' },
      output: {
        // Seven characters of hash (42 bits) tell a file's versions apart as well as eight (rolldown's least for this many chunks), and every
        // page's entry names each lazy chunk once: a character fewer per chunk (decision 007).
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: 'assets/[name]-[hash:7].js',
        assetFileNames: 'assets/[name]-[hash:7][extname]',
        // What every page needs goes in one file: React, the router, the query cache and the small
        // shared pieces. Lazy screens, dialogs, the map and zod stay in chunks of their own, and so
        // do the forms' drafts, field errors, submission keys and schemas' loader (lib/use-draft,
        // form-errors, idempotency-key, form-schemas): pages without a form never load them.
        codeSplitting: {
          groups: [
            {
              name: 'core',
              test: (id) => CORE.test(id) && !MUTATIONS.test(id),
            },
            // The map in one file: Leaflet, its React pieces and the map feature. A visitor's home page
            // runs it before the app (src/client/early-map.ts), and the app's map view with it. A
            // marker's popup stays apart (place-popup.tsx: loaded once the visitor reaches for the map),
            // and so does what it loads when it first needs it.
            {
              name: 'map',
              test: (id) => MAP.test(id) && !LEAFLET_EXTRAS.test(id),
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
}));
