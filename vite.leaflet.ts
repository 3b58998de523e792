import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

/**
 * `leaflet` resolves to the part of it the home map needs (src/client/lib/leaflet/core.js, from
 * Leaflet's own ES modules); popups, markers and shapes come from src/client/lib/leaflet/extras.js
 * with the code that draws them. Both the app's build and the embed's use it, so neither carries
 * Leaflet twice.
 */
export const leafletAlias: Alias = {
  find: /^leaflet$/,
  replacement: fileURLToPath(new URL('./src/client/lib/leaflet/core.js', import.meta.url)),
};
