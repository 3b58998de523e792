import { preloadable } from '../../lib/preloadable';

// The home screen's two views, each in a chunk of its own: the map (Leaflet) only in map view, the
// virtualised list only in list view. The router loads the one asked for with the home page's
// chunk, so the page renders it at once instead of suspending on it.
export const MapView = preloadable(
  async () => (await import('../../features/map/components/map-view')).MapView,
);
export const ListView = preloadable(
  async () => (await import('../../features/locations/components/list-view')).ListView,
);
