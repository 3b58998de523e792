import 'leaflet/dist/leaflet.css';
import '../features/map/map.css';
import './embed.css';
import { embedFiltersFromSearchParams, embedSitePath, EMBED_PLACE_PREFIX } from '../../shared/embed';
import { filterPlaces } from '../../shared/filters';
import { MAP_DATA_URL, MAP_NAMES_URL, type MapNamesWire } from '../../shared/map-data';
import { decodeMapData, withNames } from '../../shared/map-data-decode';
import { parsePlaceSegment, PLACE_PATH_PREFIX } from '../../shared/place-url';
import { SITE_DEFAULTS, type SiteConfig } from '../../shared/site-config';
import { createChrome } from './chrome';
import { createEmbedMap } from './embed-map';

// The embeddable map (/embed, /embed/places/:id): no React, no router, no query cache, so the page
// stays within its budget (bench/sizes.ts). The server answers 404 for an unknown or private place.

async function get(path: string): Promise<Response> {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response;
}

const getJson = async <T>(path: string) => (await (await get(path)).json()) as T;

const { pathname, search } = window.location;
const placeId = pathname.startsWith(EMBED_PLACE_PREFIX)
  ? parsePlaceSegment(pathname.slice(EMBED_PLACE_PREFIX.length).replace(/\/$/, ''))?.id
  : undefined;
const filters = embedFiltersFromSearchParams(new URLSearchParams(search));

// Until the places arrive, a place's link goes by its id (the place page redirects to its slug).
const sitePath = placeId === undefined ? embedSitePath({ filters }) : `${PLACE_PATH_PREFIX}${placeId}`;
const chrome = createChrome(SITE_DEFAULTS.brand, sitePath);
document.getElementById('root')!.replaceChildren(chrome.root);
const map = createEmbedMap(chrome.mapElement);

void getJson<SiteConfig>('/api/site').then(
  (config) => map.setTiles(config.tileUrl),
  () => {
    // Without the site's settings the markers still show, on a plain background.
  },
);

// The map data's two parts, asked for at once: the markers are drawn from the first; the names
// (popups, the place's title and link) follow.
const names = getJson<MapNamesWire>(MAP_NAMES_URL);
names.catch(() => {});
get(MAP_DATA_URL)
  .then(async (response) => {
    const all = decodeMapData(await response.arrayBuffer());
    const focus = placeId === undefined ? undefined : all.find((place) => place.id === placeId);
    const shown = placeId === undefined ? filterPlaces(all, filters) : all;
    chrome.setCount(shown.length);
    map.setPlaces(shown, focus);
    withNames(all, await names);
    if (focus) chrome.showPlace(focus);
  })
  .catch(() => chrome.setError('Could not load the places. Reload to try again.'));
