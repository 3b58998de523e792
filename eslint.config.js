import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

// Every folder under src/client/features is a feature; a new one is fenced in without a line here.
const FEATURES = readdirSync(new URL('./src/client/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Imports flow one way: shared ← server, shared ← client, features ← app (bulletproof-react's
 * zones). A feature uses another only through that feature's public.ts (or public-owner.ts, its
 * owner-only part, kept apart so visitors' pages never load it), or through a slot (a prop)
 * the app layer passes in; the app layer (router, shell, home screen) may compose any feature.
 */
const ZONES = [
  ...FEATURES.map((feature) => ({
    target: `./src/client/features/${feature}`,
    from: './src/client/features',
    except: [
      `./${feature}`,
      ...FEATURES.filter((other) => other !== feature).flatMap((other) => [
        `./${other}/public.ts`,
        `./${other}/public-owner.ts`,
      ]),
    ],
    message:
      'A feature uses another only through its public.ts (public-owner.ts for owner-only parts), or a slot passed in by src/client/app.',
  })),
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
    target: './src/shared',
    from: ['./src/client', './src/server'],
    message: 'Shared code imports neither side.',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results', 'playwright-report', 'bench/tmp'] },
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
    },
  },
  {
    files: ['src/client/**/*.tsx', 'src/client/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
