import 'leaflet/dist/leaflet.css';
import './features/map/map.css';
import { COLLAPSED_KEY, HEADER_HEIGHT } from './app/layout';
import { startEarlyMap } from './features/map/early-map';

// A visitor's home map paints its markers before the app has loaded (the server adds this script
// to that page only: src/server/preload.ts). Its frame covers what the app's layout gives the map
// (AppShell: below the header, beside the sidebar), so nothing moves when the app takes it over.

/** The sidebar starts collapsed unless the visitor left it open (use-sidebar-state.ts). */
function sidebarOpen(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === 'false';
  } catch {
    return false;
  }
}

if (window.location.pathname === '/' && !window.location.search) {
  const sidebar = sidebarOpen() ? 'left-16 md:left-80' : 'left-16';
  const frame = document.createElement('div');
  frame.className = `fixed top-(--header-h) right-0 bottom-0 z-[5] ${sidebar} ${HEADER_HEIGHT}`;
  startEarlyMap(frame);
}
