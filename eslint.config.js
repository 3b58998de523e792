import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

/**
 * The features in layers, lowest first. A feature imports only features of a LOWER layer, and only
 * through their public.ts (public-owner.ts for owner-only parts, kept apart so that visitors' pages
 * never load it); never one of its own layer, never a higher one. So no two features can import
 * each other, however indirectly: a cycle between features cannot be written. What several
 * features share (the owner's session, query keys, the API client) sits below them all, in
 * src/client/lib; the app layer (router, shell, home screen) composes any feature, and hands one to
 * another as a slot (a prop) when a lower feature needs a higher one's piece.
 * A new folder under src/client/features must be placed here: the lint run stops until it is.
 */
const FEATURE_LAYERS = [
  // Import no other feature.
  [
    'audience',
    'auth',
    'content',
    'data-transfer',
    'duplicates',
    'embed',
    'geo',
    'inbox',
    'map',
    'media-kit',
    'photos',
    'tags',
    'trash',
    'travel',
  ],
  // The places: their cards show photos, their forms the geo fields and the duplicate warning.
  ['locations', 'stats'],
  // Places from photos makes places of photos; trips are made of places, drawn on the map.
  ['photo-places', 'trips'],
  // A trip pack sells a trip: its pages show the trips feature's map, days and visitor view.
  ['packs'],
];

const FEATURES = FEATURE_LAYERS.flat();
const unplaced = readdirSync(new URL('./src/client/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !FEATURES.includes(entry.name))
  .map((entry) => entry.name);
if (unplaced.length > 0) {
  throw new Error(`eslint.config.js: place src/client/features/${unplaced.join(', ')} in FEATURE_LAYERS.`);
}

const layerOf = (feature) => FEATURE_LAYERS.findIndex((layer) => layer.includes(feature));

/** A feature's zones: features of its layer or above are closed; lower ones open at their public files. */
const featureZones = (feature) => {
  const lower = FEATURES.filter((other) => layerOf(other) < layerOf(feature));
  const notLower = FEATURES.filter((other) => other !== feature && !lower.includes(other));
  return [
    ...(notLower.length === 0
      ? []
      : [
          {
            target: `./src/client/features/${feature}`,
            from: notLower.map((other) => `./src/client/features/${other}`),
            message: `${feature} is in layer ${layerOf(feature)} of FEATURE_LAYERS (eslint.config.js): it imports only features of lower layers, through their public.ts; pass a higher one's piece in as a slot from src/client/app.`,
          },
        ]),
    ...lower.map((other) => ({
      target: `./src/client/features/${feature}`,
      from: `./src/client/features/${other}`,
      except: ['./public.ts', './public-owner.ts'],
      message:
        'A feature uses another only through its public.ts (public-owner.ts for owner-only parts), or a slot passed in by src/client/app.',
    })),
  ];
};

/**
 * Imports flow one way: shared ← server, shared ← client, lib ← features ← app (bulletproof-react's
 * zones), and features by FEATURE_LAYERS.
 */
const ZONES = [
  ...FEATURES.flatMap(featureZones),
  {
    target: './src/client/features',
    from: './src/client/app',
    message: 'Features do not import the app layer: it composes them.',
  },
  {
    target: ['./src/client/components', './src/client/lib', './src/client/query-client.ts'],
    from: ['./src/client/features', './src/client/app'],
    message: 'Shared client code imports no feature and not the app layer.',
  },
  { target: './src/client', from: './src/server', message: 'The client never imports the server.' },
  {
    target: './src/client',
    from: './src/shared/api/routes.generated.ts',
    message:
      "Import the parts a module calls from '#shared/api/routes/<part>.generated.ts': every route in one object would ride in the core chunk.",
  },
  {
    target: './src/shared',
    from: ['./src/client', './src/server'],
    message: 'Shared code imports neither side.',
  },
];

/** Leaflet's factories and classes that src/client/lib/leaflet/core.js leaves to extras.js. */
const LEAFLET_EXTRAS = [
  'popup',
  'tooltip',
  'marker',
  'divIcon',
  'icon',
  'circleMarker',
  'circle',
  'polyline',
  'polygon',
  'rectangle',
  'geoJSON',
  'geoJson',
  'canvas',
  'svg',
  'featureGroup',
  'imageOverlay',
  'videoOverlay',
  'svgOverlay',
  'Popup',
  'Tooltip',
  'Marker',
  'DivIcon',
  'Icon',
  'CircleMarker',
  'Circle',
  'Polyline',
  'Polygon',
  'Rectangle',
  'GeoJSON',
  'Canvas',
  'SVG',
  'FeatureGroup',
  'Path',
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'data',
      'test-results',
      'playwright-report',
      'bench/tmp',
      'tests/lint/fixtures',
      // compiled by lingui compile from the .po beside them
      'src/client/locales/**/*.ts',
      'src/server/locales/*.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      // Dependencies are parsed as TypeScript, so that no-cycle follows them.
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: ZONES }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Two folders up or more, an import names its area instead: #shared/…, #client/…, #server/…
      // (package.json "imports"). react-leaflet (Hippocratic-2.1, not OSI-approved) is only the
      // benchmarks' baseline: the app's maps use #client/lib/leaflet/react.tsx.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-leaflet',
              message:
                "The app's maps use '#client/lib/leaflet/react.tsx' (react-leaflet is not OSI-licensed).",
            },
          ],
          patterns: [
            {
              regex: '^(\\.\\./){2,}(?!\\.\\./|tests/|bench/|scripts/)',
              message:
                'Use #shared/…, #client/… or #server/… (package.json "imports") instead of climbing folders.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.tsx', 'src/client/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // `leaflet` is the home map's part of Leaflet (vite.leaflet.ts): what it leaves out comes from
      // src/client/lib/leaflet/extras.js.
      'no-restricted-properties': [
        'error',
        ...LEAFLET_EXTRAS.map((property) => ({
          object: 'L',
          property,
          message: `L.${property} is not in the home map's Leaflet: import { ${property} } from '#client/lib/leaflet/extras.js'.`,
        })),
      ],
    },
  },
);
