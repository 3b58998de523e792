import { useEffect, type ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { NotFound } from '../components/route-error';
import { placesQuery } from '../features/locations/api/get-places';
import { peekEarlyMap } from '../features/map/early-handoff';
import { trackNavigation } from '../lib/beacon';
import { needCatalogue, type CataloguePart } from '../lib/i18n';
import { siteConfigQuery } from '../lib/site-config';
import { packListQuery } from '../lib/pack-list';
import { preloadable, type Preloadable } from '../lib/preloadable';
import { queryClient } from '../query-client';
import { AppShell } from './app-shell';
import { ListView, MapView } from './home/lazy-views';

/**
 * A screen in a chunk of its own: loaded when its route is first rendered, or asked for sooner.
 * A screen loaded before it renders (the first screen, a link about to be followed) renders at
 * once instead of suspending: a Suspense boundary that has shown its fallback holds back what
 * comes next for React's 300 ms throttle, however soon the chunk arrives. On a page in another
 * language, the screen's words load with its chunk: the `pages` catalogue unless said (lib/i18n.ts).
 */
interface Screen {
  path: string;
  Page: Preloadable<object>;
}

function screen(path: string, load: () => Promise<ComponentType>, words: CataloguePart = 'pages'): Screen {
  // The owner's screens show the visitor pages' words too (a trip's ways of travel, a message's type).
  const parts: CataloguePart[] = words === 'owner' ? ['pages', 'owner'] : [words];
  return {
    path,
    Page: preloadable(async () => (await Promise.all([load(), ...parts.map(needCatalogue)]))[0]),
  };
}

/**
 * The home screen starts its data and the code of the view asked for (the map, or the list) at
 * once, in parallel with its own chunk, instead of one after the other.
 */
const HomePage = preloadable(async () => {
  const places = queryClient.prefetchQuery(placesQuery);
  void queryClient.prefetchQuery(siteConfigQuery);
  const wantsMap = new URLSearchParams(window.location.search).get('view') !== 'list';
  const [{ HomePage }] = await Promise.all([
    import('./home/home-page'),
    wantsMap ? MapView.preload() : ListView.preload(),
    // The early map's places are on their way already: the page waits for them, and comes with
    // its map view rather than a loading state the early map then covers.
    peekEarlyMap() && places,
  ]);
  return HomePage;
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
  screen(
    'inbox',
    async () => {
      const [{ InboxPage }, { AddLocationModal }] = await Promise.all([
        import('../features/inbox/inbox-page'),
        import('../features/locations/components/add-location-modal'),
      ]);
      return function InboxScreen() {
        return <InboxPage AddPlaceDialog={AddLocationModal} />;
      };
    },
    'owner',
  ),
  // A place's own page: its details from the locations feature beside the map feature's map.
  screen(
    'places/:segment',
    async () => {
      const [{ PlacePage }, { MapView }] = await Promise.all([
        import('../features/locations/components/place-page'),
        import('../features/map/components/map-view'),
      ]);
      return function PlaceScreen() {
        return <PlacePage MapView={MapView} />;
      };
    },
    'site',
  ),
  // Trips as a visitor reads them; the owner's New trip is the editor's, handed in.
  screen('trips', async () => {
    const [{ TripsPage }, { OwnerTripsActions }] = await Promise.all([
      import('../features/trips/visitor/trips-page'),
      import('../features/trips/editor/make-trip'),
    ]);
    return function TripsScreen() {
      return <TripsPage ownerActions={<OwnerTripsActions />} />;
    };
  }),
  screen('trips/:segment', async () => (await import('../features/trips/visitor/trip-page')).TripPage),
  screen('t/:token', async () => (await import('../features/trips/visitor/shared-trip-page')).SharedTripPage),
  // The trip editor's Add places searches the owner's places, as the list and map read them.
  screen(
    'trips/:id/edit',
    async () => {
      const [{ TripEditorPage }, { placesQuery }] = await Promise.all([
        import('../features/trips/editor/trip-editor-page'),
        import('../features/locations/public-owner'),
      ]);
      return function TripEditorScreen() {
        return <TripEditorPage placesQuery={placesQuery} />;
      };
    },
    'owner',
  ),
  // The trash: places, and the trips feature's section of it, handed in.
  screen(
    'trash',
    async () => {
      const [{ TrashPage }, { TrashedTrips }] = await Promise.all([
        import('../features/trash/trash-page'),
        import('../features/trips/trash/trashed-trips'),
      ]);
      return function TrashScreen() {
        return <TrashPage trips={<TrashedTrips />} />;
      };
    },
    'owner',
  ),
  screen(
    'places-from-photos',
    async () => (await import('../features/photo-places/photo-places-page')).PhotoPlacesPage,
    'owner',
  ),
  screen(
    'duplicates',
    async () => (await import('../features/duplicates/duplicates-page')).DuplicatesPage,
    'owner',
  ),
  screen('about', async () => (await import('../features/content/pages/about-page')).AboutPage),
  screen('sponsor', async () => (await import('../features/content/pages/sponsor-page')).SponsorPage),
  screen('advertise', async () => (await import('../features/content/pages/advertise-page')).AdvertisePage),
  screen('start-here', async () => (await import('../features/content/pages/start-here-page')).StartHerePage),
  screen('about-me', async () => (await import('../features/content/pages/about-me-page')).AboutMePage),
  screen('faqs', async () => (await import('../features/content/pages/faqs-page')).FaqsPage),
  screen('contact', async () => (await import('../features/content/pages/contact-page')).ContactPage),
  // The spec's page, its samples replaced by the packs on sale: the packs feature's grid is loaded
  // only when the list has one (/trip-packs without packs loads what it always did).
  screen('trip-packs', async () => {
    const [{ TripPacksPage }, list] = await Promise.all([
      import('../features/content/pages/trip-packs-page'),
      queryClient.fetchQuery(packListQuery).catch(() => undefined),
    ]);
    const OnSale = list?.packs.length
      ? (await import('../features/packs/components/packs-on-sale')).PacksOnSale
      : undefined;
    return function TripPacksScreen() {
      return <TripPacksPage OnSale={OnSale} />;
    };
  }),
  screen(
    'trip-packs/thanks',
    async () => (await import('../features/packs/components/thanks-page')).ThanksPage,
  ),
  screen(
    'trip-packs/:segment',
    async () => (await import('../features/packs/components/pack-page')).PackPage,
  ),
  screen(
    'library/:token',
    async () => (await import('../features/packs/components/library-page')).LibraryPage,
  ),
  screen(
    'owner/audience',
    async () => (await import('../features/audience/audience-page')).AudiencePage,
    'owner',
  ),
  screen('media-kit', async () => (await import('../features/media-kit/media-kit-page')).MediaKitPage),
  screen(
    'packs',
    async () => (await import('../features/packs/owner/packs-owner-page')).PacksOwnerPage,
    'owner',
  ),
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
 * Loads the chunk of the screen at `pathname`, if it has one: a link about to be followed then
 * opens at once, and the first screen renders with the shell. Never fails: a chunk that could not
 * be loaded shows its error when its screen renders.
 */
export async function prefetchScreen(pathname: string): Promise<void> {
  const Page = pathname === '/' ? HomePage : SCREENS.find((s) => `/${s.path}` === pathname)?.Page;
  await Page?.preload().catch(() => undefined);
}

/**
 * Every screen of the site. React Router's declarative routes: the data is TanStack Query's, so the
 * router's data layer (about 17 KB gzip on every page) would only duplicate it.
 */
export function AppRoutes() {
  const { pathname, search } = useLocation();
  // Client-side navigations are counted here; the first page load, by the server that served it.
  useEffect(() => trackNavigation(pathname, search), [pathname, search]);
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
