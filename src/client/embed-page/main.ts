import 'leaflet/dist/leaflet.css';
import type { Messages } from '@lingui/core';
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
import { decodeMapData, type MapDataWire, type MapNamesWire, type PlaceSummary } from '#shared/map-data.ts';
import { withNames } from '#shared/map-names.ts';
import { parsePlaceSegment, PLACE_PATH_PREFIX } from '#shared/place-url.ts';
import { SITE_DEFAULTS, type SiteConfig } from '#shared/site-config.ts';
import { embeddingHost, track } from '#client/lib/beacon.ts';
import { addCatalogues, i18n, needCatalogue, urlLocale } from '#client/lib/i18n.ts';
import { localisedPath, unlocalisedPath } from '#shared/locales.ts';
import { placePath } from '#shared/place-url.ts';
import { createChrome, type Chrome } from './chrome';
import { createEmbedMap, type EmbedMap } from './embed-map';

// The embeddable map (/embed, /embed/places/:id, /embed?trip=:id, each also under a language's
// prefix: /es/embed): no React, no router, no query cache, so the page stays within its budget
// (bench/sizes.ts). The server answers 404 for an unknown or private place or trip. A trip's lines
// and stops are a chunk of their own, loaded with ?trip only. Its words are a catalogue of their own
// (locales/embed), loaded before the frame is drawn; its links open the site in the same language.

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

const { search } = window.location;
const pathname = unlocalisedPath(window.location.pathname);
const onSite = (path: string) => localisedPath(urlLocale, path);
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
// English needs no catalogue; another language's words arrive before the frame is drawn (the map's
// data is preloaded by the page meanwhile).
addCatalogues({
  ...import.meta.glob<{ messages: Messages }>('./embed/{es,fr,de,ja}.ts', { base: '../locales' }),
  ...(import.meta.env.DEV
    ? import.meta.glob<{ messages: Messages }>('./embed/pseudo.ts', { base: '../locales' })
    : {}),
});
void needCatalogue('embed').then(start);

function start() {
  const placeHref = (place: PlaceSummary) => onSite(placePath(place));
  const chrome = createChrome(SITE_DEFAULTS.brand, onSite(sitePath), placeHref);
  document.getElementById('root')!.replaceChildren(chrome.root);
  const map = createEmbedMap(chrome.mapElement, placeHref);

  void getJson<SiteConfig>(SITE_PATH).then(
    (config) => map.setTiles(config.tileUrl),
    () => {
      // Without the site's settings the markers still show, on a plain background.
    },
  );

  if (tripId !== undefined) {
    void import('./trip-embed').then(
      ({ showTrip }) => showTrip(tripId, map.leaflet, chrome, getJson, onSite),
      () => chrome.setError(i18n._('Could not load the trip. Reload to try again.')),
    );
  } else {
    showPlaces(chrome, map);
  }
}

// The names come apart from the map data (shared/map-data.ts); the embed's titles need them at once.
function showPlaces(chrome: Chrome, map: EmbedMap) {
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
    () => chrome.setError(i18n._('Could not load the places. Reload to try again.')),
  );
}
