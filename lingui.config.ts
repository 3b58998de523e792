import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * English is the spec's text, written in the code (messages are identified by it): it needs no
 * catalogue. The client's and the server's messages are catalogues of their own, so a page downloads
 * only the interface's. `pseudo` is for development: a missing translation shows up in screenshots.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'fr', 'de', 'ja', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: { default: 'en' },
  catalogs: [
    { path: '<rootDir>/src/client/locales/{locale}', include: ['<rootDir>/src/client'] },
    {
      path: '<rootDir>/src/server/locales/{locale}',
      include: ['<rootDir>/src/server/errors.ts', '<rootDir>/src/server/pages/place-page.ts'],
    },
  ],
  format: formatter({ origins: false, lineNumbers: false }),
  compileNamespace: 'ts',
});
