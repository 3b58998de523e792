import 'leaflet/dist/leaflet.css';
import './features/map/map.css';
import { startEarlyMap } from './features/map/early-map';

// A visitor's home map: Leaflet and the canvas layer take over what the early paint (early-paint.ts,
// inline in the page) started, the frame, the places and the markers it painted, before the app has
// loaded (the server adds both scripts to that page only: src/server/preload.ts). The frame covers
// what the app's layout gives the map (AppShell: below the header, beside the sidebar), so nothing
// moves when the app takes it over.

const painted = window.fruEarlyPaint;
if (painted) startEarlyMap(painted);
