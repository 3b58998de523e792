import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { ErrorBoundary } from 'react-error-boundary';
import { BrowserRouter } from 'react-router';
import { RenderError } from './components/route-error';
import { queryClient } from './query-client';
import { AppRoutes, prefetchScreen } from './router';
import './styles.css';

// After a deploy, an open page may ask for a chunk that no longer exists: load the new version.
// Once a minute at most, so a chunk that is really missing shows the error page instead of a loop.
window.addEventListener('vite:preloadError', (event) => {
  const last = Number(sessionStorage.getItem('reloaded-for-chunk') ?? 0);
  if (Date.now() - last < 60_000) return;
  sessionStorage.setItem('reloaded-for-chunk', String(Date.now()));
  event.preventDefault();
  window.location.reload();
});

// A link under the pointer or with keyboard focus is likely to be followed: load its screen now.
function prefetchLinkTarget(event: Event) {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (link instanceof HTMLAnchorElement && link.origin === window.location.origin)
    prefetchScreen(link.pathname);
}
document.addEventListener('pointerover', prefetchLinkTarget, { passive: true });
document.addEventListener('focusin', prefetchLinkTarget);

// The spec clears the old local cache of places at start; the server is the one source of truth.
localStorage.removeItem('travel-locations');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ErrorBoundary FallbackComponent={RenderError}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </ErrorBoundary>
  </StrictMode>,
);
