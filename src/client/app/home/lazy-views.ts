import { preloadable } from '#client/lib/preloadable.ts';

// The home screen's two views, each in a chunk of its own: the map (Leaflet) only in map view, the
// virtualised list only in list view. The router loads the one asked for with the home page's
// chunk, so the page renders it at once instead of suspending on it.
export const MapView = preloadable(
  async () => (await import('#client/features/map/components/map-view.tsx')).MapView,
);
export const ListView = preloadable(
  async () => (await import('#client/features/locations/components/list-view.tsx')).ListView,
);
