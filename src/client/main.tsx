import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { ErrorBoundary } from 'react-error-boundary';
import { BrowserRouter } from 'react-router';
import { RenderError } from './components/route-error';
import { toast } from './components/ui/toast';
import type { Messages } from '@lingui/core';
import { addCatalogues, i18n, loadCatalogue, localeBase } from './lib/i18n';
import { hasUnsavedChanges } from './lib/unsaved-changes';
import { queryClient } from './query-client';
import { AppRoutes, prefetchScreen } from './app/router';
import './styles.css';

/** One toast however many chunks fail together (sonner replaces a toast with the same id). */
function sayChunkFailed() {
  toast.error(
    hasUnsavedChanges()
      ? i18n._('Could not load part of the page. Check your connection; your changes are kept.')
      : i18n._('Could not load part of the page. Check your connection and try again.'),
    { id: 'chunk-failed' },
  );
}

/** Whether the site answers at all: a missing chunk on a live server is a deploy, not an outage. */
async function serverAnswers(): Promise<boolean> {
  try {
    return (await fetch('/', { method: 'HEAD', cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}

// After a deploy, an open page may ask for a chunk that no longer exists: load the new version.
// Never while a form holds unsaved changes, and never when the server cannot be reached (the reload
// would show the browser's error page instead of the owner's text): the page stays and says so.
// Once a minute at most, so a chunk that is really missing shows the error page instead of a loop.
window.addEventListener('vite:preloadError', () => {
  if (hasUnsavedChanges()) return sayChunkFailed();
  void serverAnswers().then((answers) => {
    if (!answers) return sayChunkFailed();
    const last = Number(sessionStorage.getItem('reloaded-for-chunk') ?? 0);
    if (Date.now() - last < 60_000 || hasUnsavedChanges()) return;
    sessionStorage.setItem('reloaded-for-chunk', String(Date.now()));
    window.location.reload();
  });
});

// A link under the pointer or with keyboard focus is likely to be followed: load its screen now.
function prefetchLinkTarget(event: Event) {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (link instanceof HTMLAnchorElement && link.origin === window.location.origin)
    void prefetchScreen(link.pathname);
}
document.addEventListener('pointerover', prefetchLinkTarget, { passive: true });
document.addEventListener('focusin', prefetchLinkTarget);

// The offline notice and the service worker (offline/start.ts), once the page has loaded and
// settled: none of the first bytes. At once for a page opened offline, which needs the notice: an
// idle moment may not come for seconds while the page draws itself.
if (import.meta.env.PROD) {
  // A page that cannot fetch it now (the connection dropped meanwhile) asks again on its next load.
  const startOffline = () => import('./offline/start').catch(() => undefined);
  const later = () => setTimeout(() => (window.requestIdleCallback ?? setTimeout)(startOffline), 5e3);
  if (!navigator.onLine) void startOffline();
  else if (document.readyState === 'complete') later();
  else addEventListener('load', later);
}

// The spec clears the old local cache of places at start; the server is the one source of truth.
localStorage.removeItem('travel-locations');

// The first render is a transition: React renders the shell in slices of a few milliseconds and
// lets the browser breathe between them, instead of one long task before anything can respond.
// It waits for the screen's chunk (preloaded with the page), so the shell and the screen come in
// one render instead of the screen suspending. A page in another language waits for its catalogue
// too (asked for in parallel, preloaded with the page), so no English flashes first.
const root = createRoot(document.getElementById('root')!);
const screenPath = window.location.pathname.slice(localeBase?.length ?? 0) || '/';
// The app's catalogues (every page's, the other visitor pages', the owner's); the embed lists its own.
addCatalogues({
  ...import.meta.glob<{ messages: Messages }>('./{,pages/,owner/}{es,fr,de,ja}.ts', { base: './locales' }),
  ...(import.meta.env.DEV
    ? import.meta.glob<{ messages: Messages }>('./{,pages/,owner/}pseudo.ts', { base: './locales' })
    : {}),
});
void Promise.all([prefetchScreen(screenPath), loadCatalogue()]).then(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <ErrorBoundary FallbackComponent={RenderError}>
          <QueryClientProvider client={queryClient}>
            <BrowserRouter basename={localeBase}>
              <AppRoutes />
            </BrowserRouter>
          </QueryClientProvider>
        </ErrorBoundary>
      </StrictMode>,
    ),
  ),
);
