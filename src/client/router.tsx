import { createBrowserRouter } from 'react-router';
import { AppShell } from './app-shell';
import { RouteError } from './components/route-error';
import { placesQuery } from './features/locations/api/get-places';
import { queryClient } from './query-client';
import { siteConfigQuery } from './lib/site-config';

/**
 * The home screen starts its data and its map code at once, in parallel with its own chunk,
 * instead of one after the other (the places are asked for before the page renders).
 */
async function loadHome() {
  const wantsMap = new URLSearchParams(window.location.search).get('view') !== 'list';
  const [{ HomePage }] = await Promise.all([
    import('./features/locations/home-page'),
    wantsMap ? import('./features/map/components/map-view') : undefined,
  ]);
  return { Component: HomePage };
}

function prefetchHomeData() {
  void queryClient.prefetchQuery(placesQuery);
  void queryClient.prefetchQuery(siteConfigQuery);
  return null;
}

// Each screen is its own chunk, loaded when its route is first visited.
export const router = createBrowserRouter([
  {
    path: '/',
    Component: AppShell,
    ErrorBoundary: RouteError,
    HydrateFallback: () => null,
    children: [
      // Filters live in the query string: changing them must not run the loader again.
      { index: true, loader: prefetchHomeData, shouldRevalidate: () => false, lazy: loadHome },
      { path: 'stats', lazy: async () => ({ Component: (await import('./features/stats/stats-page')).StatsPage }) },
      { path: 'inbox', lazy: async () => ({ Component: (await import('./features/inbox/inbox-page')).InboxPage }) },
      {
        lazy: async () => ({ Component: (await import('./features/content/content-routes')).ContentRoutesLayout }),
        children: [
          { path: 'about', lazy: async () => ({ Component: (await import('./features/content/pages/about-page')).AboutPage }) },
          { path: 'sponsor', lazy: async () => ({ Component: (await import('./features/content/pages/sponsor-page')).SponsorPage }) },
          { path: 'advertise', lazy: async () => ({ Component: (await import('./features/content/pages/advertise-page')).AdvertisePage }) },
          { path: 'start-here', lazy: async () => ({ Component: (await import('./features/content/pages/start-here-page')).StartHerePage }) },
          { path: 'about-me', lazy: async () => ({ Component: (await import('./features/content/pages/about-me-page')).AboutMePage }) },
          { path: 'faqs', lazy: async () => ({ Component: (await import('./features/content/pages/faqs-page')).FaqsPage }) },
          { path: 'contact', lazy: async () => ({ Component: (await import('./features/content/pages/contact-page')).ContactPage }) },
          { path: 'trip-packs', lazy: async () => ({ Component: (await import('./features/content/pages/trip-packs-page')).TripPacksPage }) },
          { path: 'privacy', lazy: async () => ({ Component: (await import('./features/content/pages/privacy-page')).PrivacyPage }) },
          { path: 'terms', lazy: async () => ({ Component: (await import('./features/content/pages/terms-page')).TermsPage }) },
          { path: 'affiliate-disclosure', lazy: async () => ({ Component: (await import('./features/content/pages/affiliate-disclosure-page')).AffiliateDisclosurePage }) },
          { path: 'waitlist/leave', lazy: async () => ({ Component: (await import('./features/content/pages/leave-waitlist-page')).LeaveWaitlistPage }) },
        ],
      },
    ],
  },
]);
