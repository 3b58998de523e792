import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The interface's messages fall in four catalogues, so that a page downloads the words it shows:
 * `site` (the shell, the home map and list, the place dialog and page: what every page needs),
 * `pages` (the other visitor pages: content, stats, trips, packs), `owner` (the owner's screens,
 * loaded once the owner is signed in) and `embed` (the map other sites frame, /embed: its few words
 * alone). `site` takes what the others do not. Loaded by src/client/lib/i18n.ts.
 */
const client = (path: string) => `<rootDir>/src/client/${path}`;
const files = (folder: string, names: string[]) => names.map((name) => `${folder}/${name}.tsx`);

const PAGES = [
  'features/content/components/**',
  'features/content/pages/**',
  'features/stats/**',
  'features/trips/visitor/**',
  'features/packs/components/**',
  'features/media-kit/**',
  'features/geo/components/world-progress.tsx',
  // Said by visitor pages and owner screens alike (the owner's screens load this catalogue too).
  'components/shared-words.ts',
].map(client);

/** The embeddable map's page (src/client/embed-page): no React, its own small catalogue; statuses shared with the app. */
const EMBED = [client('embed-page/**'), client('components/status-label.ts')];

const OWNER = [
  'features/audience/**',
  'features/embed/**',
  'features/data-transfer/**',
  'features/duplicates/**',
  'features/photo-places/**',
  'features/packs/owner/**',
  'features/trips/editor/**',
  'features/trips/trash/**',
  'features/content/editor/**',
  'features/inbox/**',
  'features/trash/**',
  'features/tags/**',
  'components/history/**',
  ...files('features/auth/components', [
    'onboarding-dialog',
    'onboarding-prompt',
    'passkey-dialogs',
    'passkeys-section',
    'profile-dialog',
  ]),
  ...files('features/locations/components', [
    'add-location-fields',
    'add-location-form',
    'add-location-modal',
    'bulk-action-bar',
    'bulk-confirm-dialog',
    'bulk-tag-control',
    'detail-edit-form',
    'detail-conflict-view',
    'detail-history',
    'place-fields',
    'where-fields',
    'photo-url-list',
    'pin-map-field',
    'video-link-list',
    'tag-input',
    'visited-date-prompt',
    'reorder-buttons',
    'restore-version-dialog',
    'delete-place-button',
    'place-owner-view',
  ]),
  ...files('features/geo/components', [
    'pin-picker',
    'place-lookup',
    'address-search',
    'coordinate-map',
    'pick-banner',
  ]),
  ...files('features/photos/components', [
    'photo-uploader',
    'upload-button',
    'upload-controls',
    'upload-rows',
  ]),
  ...files('components', ['owner-page', 'trash-entry']),
  ...files('app/shell', ['owner-menu', 'session-host', 'sidebar-owner-filters']),
  ...files('app/home', ['owner-delete']),
  ...[
    'features/locations/components/revision-text.ts',
    'features/locations/components/restore-changes.ts',
    'features/locations/api/bulk-action.ts',
    'features/locations/api/bulk-texts.ts',
    'features/locations/api/export-selection.ts',
    'features/locations/api/mutate-locations.ts',
    'features/locations/api/restore-revision.ts',
    'features/locations/api/save-status.ts',
    'features/locations/api/undo-bulk-action.ts',
    'features/locations/api/undo-restore.ts',
    'features/locations/hooks/use-detail-edit.ts',
    'features/locations/hooks/use-detail-photos.ts',
    'features/locations/hooks/use-my-location.ts',
    'features/photos/upload-selection.ts',
    'features/trips/api/trip-trash.ts',
    'features/trips/api/trip-pdf.ts',
    'features/geo/api/use-geocode.ts',
    // The Embed dialog's preview says the snippet's title in the page's language (the embed says it too).
    'embed-page/snippet-title.ts',
  ],
].map(client);

/** Shared code that builds words of the trips' and packs' pages, said alike by the client and the server. */
const SHARED_PAGE_WORDS = ['wording.ts', 'trips/trip.ts', 'trips/trip-head.ts', 'packs/pack-head.ts'].map(
  (path) => `<rootDir>/src/shared/${path}`,
);

/**
 * English is the spec's text, written in the code (messages are identified by it): it needs no
 * catalogue. The server's messages are a catalogue of their own. `pseudo` is for development: a
 * missing translation shows up in screenshots.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'fr', 'de', 'ja', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/client/locales/{locale}',
      // The home page's and a place page's heads (shared/site-words.ts, place-head.ts), for the app's head.
      include: [
        '<rootDir>/src/client',
        '<rootDir>/src/shared/site-words.ts',
        '<rootDir>/src/shared/place-head.ts',
      ],
      exclude: [...PAGES, ...OWNER, ...EMBED],
    },
    // With the other pages' titles and descriptions (shared/routes.ts), and what the trips' and packs'
    // pages say of them (SHARED_PAGE_WORDS, the server's too).
    {
      path: '<rootDir>/src/client/locales/pages/{locale}',
      include: [
        ...PAGES,
        '<rootDir>/src/shared/routes.ts',
        '<rootDir>/src/shared/media-kit.ts',
        ...SHARED_PAGE_WORDS,
      ],
    },
    { path: '<rootDir>/src/client/locales/owner/{locale}', include: OWNER },
    { path: '<rootDir>/src/client/locales/embed/{locale}', include: EMBED },
    {
      path: '<rootDir>/src/server/locales/{locale}',
      include: [
        '<rootDir>/src/server/errors.ts',
        '<rootDir>/src/server/pages/place-page.ts',
        // The embeddable map's page titles and its "not on the map" page.
        '<rootDir>/src/server/pages/embed.ts',
        '<rootDir>/src/shared/routes.ts',
        '<rootDir>/src/shared/site-words.ts',
        '<rootDir>/src/shared/place-head.ts',
        '<rootDir>/src/shared/media-kit.ts',
        '<rootDir>/src/server/pages/trip-json-ld.ts',
        // The crawlers' bodies of /, /stats, /trips and the content pages, in the page's language.
        '<rootDir>/src/server/pages/home-bodies.ts',
        '<rootDir>/src/server/pages/page-bodies.ts',
        '<rootDir>/src/server/pages/trips-body.ts',
        // The default types' names (the client's list of them).
        '<rootDir>/src/client/components/type-label.ts',
        ...SHARED_PAGE_WORDS,
      ],
    },
  ],
  format: formatter({ origins: false, lineNumbers: false }),
  compileNamespace: 'ts',
});
