import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { NotFound } from '../components/route-error';
import { placesQuery } from '../features/locations/api/get-places';
import { siteConfigQuery } from '../lib/site-config';
import { queryClient } from '../query-client';
import { AppShell } from './app-shell';

/** A screen in a chunk of its own: loaded when its route is first rendered, or asked for sooner. */
interface Screen {
  path: string;
  load: () => Promise<unknown>;
  Page: ComponentType;
}

function screen(path: string, load: () => Promise<ComponentType>): Screen {
  return { path, load, Page: lazy(async () => ({ default: await load() })) };
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
    import('./home/home-page'),
    wantsMap ? import('../features/map/components/map-view') : undefined,
  ]);
  return { default: HomePage };
});

const SCREENS: Screen[] = [
  // Features do not import each other: where a page shows another feature's piece, it is handed in
  // here, and both chunks load in parallel.
  screen('stats', async () => {
    const [{ StatsPage }, { WorldProgress }] = await Promise.all([
      import('../features/stats/stats-page'),
      import('../features/geo/components/world-progress'),
    ]);
    return function StatsScreen() {
      return <StatsPage worldProgress={<WorldProgress />} />;
    };
  }),
  screen('inbox', async () => {
    const [{ InboxPage }, { AddLocationModal }] = await Promise.all([
      import('../features/inbox/inbox-page'),
      import('../features/locations/components/add-location-modal'),
    ]);
    return function InboxScreen() {
      return <InboxPage AddPlaceDialog={AddLocationModal} />;
    };
  }),
  // A place's own page: its details from the locations feature beside the map feature's map.
  screen('places/:segment', async () => {
    const [{ PlacePage }, { MapView }] = await Promise.all([
      import('../features/locations/components/place-page'),
      import('../features/map/components/map-view'),
    ]);
    return function PlaceScreen() {
      return <PlacePage MapView={MapView} />;
    };
  }),
  screen('trash', async () => (await import('../features/trash/trash-page')).TrashPage),
  screen(
    'places-from-photos',
    async () => (await import('../features/photo-places/photo-places-page')).PhotoPlacesPage,
  ),
  screen('duplicates', async () => (await import('../features/duplicates/duplicates-page')).DuplicatesPage),
  screen('about', async () => (await import('../features/content/pages/about-page')).AboutPage),
  screen('sponsor', async () => (await import('../features/content/pages/sponsor-page')).SponsorPage),
  screen('advertise', async () => (await import('../features/content/pages/advertise-page')).AdvertisePage),
  screen('start-here', async () => (await import('../features/content/pages/start-here-page')).StartHerePage),
  screen('about-me', async () => (await import('../features/content/pages/about-me-page')).AboutMePage),
  screen('faqs', async () => (await import('../features/content/pages/faqs-page')).FaqsPage),
  screen('contact', async () => (await import('../features/content/pages/contact-page')).ContactPage),
  screen('trip-packs', async () => (await import('../features/content/pages/trip-packs-page')).TripPacksPage),
  screen('privacy', async () => (await import('../features/content/pages/privacy-page')).PrivacyPage),
  screen('terms', async () => (await import('../features/content/pages/terms-page')).TermsPage),
  screen(
    'affiliate-disclosure',
    async () => (await import('../features/content/pages/affiliate-disclosure-page')).AffiliateDisclosurePage,
  ),
  screen(
    'waitlist/leave',
    async () => (await import('../features/content/pages/leave-waitlist-page')).LeaveWaitlistPage,
  ),
];

/**
 * Starts loading the chunk of the screen at `pathname`, if it has one: a link about to be
 * followed then opens at once. Loading twice costs nothing (the browser keeps the module).
 */
export function prefetchScreen(pathname: string): void {
  void SCREENS.find((s) => `/${s.path}` === pathname)
    ?.load()
    .catch(() => undefined);
}

/**
 * Every screen of the site. React Router's declarative routes: the data is TanStack Query's, so the
 * router's data layer (about 17 KB gzip on every page) would only duplicate it.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route index element={<HomePage />} />
        {SCREENS.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
      </Route>
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
