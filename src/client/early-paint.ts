import { COLLAPSED_KEY, HEADER_HEIGHT } from './app/layout';
import { MAP_DATA_PATH } from '../shared/api/paths';
import type { MapDataWire } from '../shared/map-data';
import type { EarlyPaint } from './features/map/early-handoff';
import { paintFirstView } from '#client/features/map/first-view.ts';
import { pageView } from '#client/features/map/page-view.ts';
import { SPEC_VIEW } from '../shared/spec-view';

// Written inline at the end of a visitor's home page (src/server/preload.ts): it asks for the map's
// places with the HTML and paints them, exactly where the map will draw them, as soon as they
// arrive, before Leaflet and the app have loaded. The early map (early-map.ts) then takes over the
// frame, the places and, once its own canvas shows them, removes this one.

/**
 * Places painted at most. The canvas draws a marker in about 10 µs here: at 1,551 places (641
 * markers in view) the paint is a task of 10–40 ms and every marker shows at ~250 ms instead of
 * ~500; at 10,000 (4,053 in view) it took 56–128 ms, and at 100,000 314 ms for no gain. Longer
 * lists are left to the early map, which decodes and draws them in slices.
 */
const EARLY_PAINT_LIMIT = 5_000;

/** The sidebar starts collapsed unless the visitor left it open (use-sidebar-state.ts). */
function sidebarOpen(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === 'false';
  } catch {
    return false;
  }
}

if (window.location.pathname === '/' && !window.location.search) {
  const sidebar = sidebarOpen() ? 'start-16 md:start-80' : 'start-16';
  const frame = document.createElement('div');
  frame.className = `fixed top-(--header-h) end-0 bottom-0 z-[5] ${sidebar} ${HEADER_HEIGHT}`;
  document.body.append(frame);
  // The page preloads the same request: this takes that answer.
  // A failure is the early map's to handle: it leaves the map to the app, which asks again and says why.
  const wire = fetch(MAP_DATA_PATH).then((response) =>
    response.ok
      ? (response.json() as Promise<MapDataWire>)
      : Promise.reject(new Error(String(response.status))),
  );
  const early: EarlyPaint = { frame, wire };
  window.fruEarlyPaint = early;
  wire.then(
    (data) => {
      // The visitor has left the page, or the app has taken the map without the early map; or the
      // list is too long to paint in one short task.
      // A box of places to fit is left to the early map (Leaflet finds its zoom).
      const view = pageView() ?? SPEC_VIEW;
      if (!frame.isConnected || data.count > EARLY_PAINT_LIMIT || view.length > 3) return;
      const canvas = paintFirstView(data, frame.clientWidth, frame.clientHeight, view);
      if (!canvas) return;
      frame.append(canvas);
      early.painted = { canvas, at: performance.now() };
    },
    () => {},
  );
}
