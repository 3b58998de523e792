import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { AppShell } from './app-shell';
import { NotFound } from './components/route-error';
import { placesQuery } from './features/locations/api/get-places';
import { queryClient } from './query-client';
import { siteConfigQuery } from './lib/site-config';

/** A screen in a chunk of its own, loaded when its route is first rendered. */
function screen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

/**
 * The home screen starts its data and its map code at once, in parallel with its own chunk,
 * instead of one after the other (the places are asked for before the page renders).
 */
const HomePage = lazy(async () => {
  void queryClient.prefetchQuery(placesQuery);
  void queryClient.prefetchQuery(siteConfigQuery);
  const wantsMap = new URLSearchParams(window.location.search).get('view') !== 'list';
  const [{ HomePage }] = await Promise.all([
    import('./features/locations/home-page'),
    wantsMap ? import('./features/map/components/map-view') : undefined,
  ]);
  return { default: HomePage };
});

const StatsPage = screen(() => import('./features/stats/stats-page'), 'StatsPage');
const InboxPage = screen(() => import('./features/inbox/inbox-page'), 'InboxPage');

// The content pages: path and chunk.
const contentPages: Array<[string, ComponentType]> = [
  ['about', screen(() => import('./features/content/pages/about-page'), 'AboutPage')],
  ['sponsor', screen(() => import('./features/content/pages/sponsor-page'), 'SponsorPage')],
  ['advertise', screen(() => import('./features/content/pages/advertise-page'), 'AdvertisePage')],
  ['start-here', screen(() => import('./features/content/pages/start-here-page'), 'StartHerePage')],
  ['about-me', screen(() => import('./features/content/pages/about-me-page'), 'AboutMePage')],
  ['faqs', screen(() => import('./features/content/pages/faqs-page'), 'FaqsPage')],
  ['contact', screen(() => import('./features/content/pages/contact-page'), 'ContactPage')],
  ['trip-packs', screen(() => import('./features/content/pages/trip-packs-page'), 'TripPacksPage')],
  ['privacy', screen(() => import('./features/content/pages/privacy-page'), 'PrivacyPage')],
  ['terms', screen(() => import('./features/content/pages/terms-page'), 'TermsPage')],
  ['affiliate-disclosure', screen(() => import('./features/content/pages/affiliate-disclosure-page'), 'AffiliateDisclosurePage')],
  ['waitlist/leave', screen(() => import('./features/content/pages/leave-waitlist-page'), 'LeaveWaitlistPage')],
];

/**
 * Every screen of the site. React Router's declarative routes: the data is TanStack Query's, so the
 * router's data layer (about 17 KB gzip on every page) would only duplicate it.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route index element={<HomePage />} />
        <Route path="stats" element={<StatsPage />} />
        <Route path="inbox" element={<InboxPage />} />
        {contentPages.map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
      </Route>
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
