import 'leaflet/dist/leaflet.css';
import '../features/map/map.css';
import './embed.css';
import {
  embedFiltersFromSearchParams,
  embedSitePath,
  embedTripId,
  EMBED_PLACE_PREFIX,
  EMBED_TRIP_PARAM,
} from '#shared/embed.ts';
import { filterPlaces, hasFilters } from '#shared/filters.ts';
import { pageView } from '../features/map/page-view';
import { MAP_DATA_PATH, MAP_NAMES_PATH, SITE_PATH } from '#shared/api/paths.ts';
import { decodeMapData, type MapDataWire, type MapNamesWire } from '#shared/map-data.ts';
import { withNames } from '#shared/map-names.ts';
import { parsePlaceSegment, PLACE_PATH_PREFIX } from '#shared/place-url.ts';
import { SITE_DEFAULTS, type SiteConfig } from '#shared/site-config.ts';
import { embeddingHost, track } from '#client/lib/beacon.ts';
import { createChrome } from './chrome';
import { createEmbedMap } from './embed-map';

// The embeddable map (/embed, /embed/places/:id, /embed?trip=:id): no React, no router, no query
// cache, so the page stays within its budget (bench/sizes.ts). The server answers 404 for an unknown
// or private place or trip. A trip's lines and stops are a chunk of their own, loaded with ?trip only.

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

const { pathname, search } = window.location;
const query = new URLSearchParams(search);
const tripId = query.has(EMBED_TRIP_PARAM) ? embedTripId(query) : undefined;
const placeId = pathname.startsWith(EMBED_PLACE_PREFIX)
  ? parsePlaceSegment(pathname.slice(EMBED_PLACE_PREFIX.length).replace(/\/$/, ''))?.id
  : undefined;
const filters = embedFiltersFromSearchParams(query);

// The server counts the page itself; which site shows the map only the browser knows.
track('embed_shown', embeddingHost(document.referrer));

// Until the places (or the trip) arrive, a link goes by its id (the page redirects to its slug).
const sitePath =
  tripId !== undefined
    ? `/trips/${tripId}`
    : placeId === undefined
      ? embedSitePath({ filters })
      : `${PLACE_PATH_PREFIX}${placeId}`;
const chrome = createChrome(SITE_DEFAULTS.brand, sitePath);
document.getElementById('root')!.replaceChildren(chrome.root);
const map = createEmbedMap(chrome.mapElement);

void getJson<SiteConfig>(SITE_PATH).then(
  (config) => map.setTiles(config.tileUrl),
  () => {
    // Without the site's settings the markers still show, on a plain background.
  },
);

if (tripId !== undefined) {
  void import('./trip-embed').then(
    ({ showTrip }) => showTrip(tripId, map.leaflet, chrome, getJson),
    () => chrome.setError('Could not load the trip. Reload to try again.'),
  );
} else {
  showPlaces();
}

// The names come apart from the map data (shared/map-data.ts); the embed's titles need them at once.
function showPlaces() {
  Promise.all([getJson<MapDataWire>(MAP_DATA_PATH), getJson<MapNamesWire>(MAP_NAMES_PATH)]).then(
    ([wire, names]) => {
      const all = withNames(decodeMapData(wire), names).places;
      const focus = placeId === undefined ? undefined : all.find((place) => place.id === placeId);
      const shown = placeId === undefined ? filterPlaces(all, filters) : all;
      if (focus) chrome.showPlace(focus);
      chrome.setCount(shown.length);
      // Every place opens as the home map does (the server wrote the view into the page).
      map.setPlaces(shown, focus, hasFilters(filters) ? undefined : pageView());
    },
    () => chrome.setError('Could not load the places. Reload to try again.'),
  );
}
