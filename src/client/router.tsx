import { createBrowserRouter } from 'react-router';
import { AppShell } from './app-shell';
import { RouteError } from './components/route-error';

// Each screen is its own chunk, loaded when its route is first visited.
export const router = createBrowserRouter([
  {
    path: '/',
    Component: AppShell,
    ErrorBoundary: RouteError,
    HydrateFallback: () => null,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./features/locations/home-page')).HomePage }) },
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
