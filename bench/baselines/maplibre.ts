// Baseline 3: MapLibre GL JS, what the peers moved to for speed: a GeoJSON source loaded by URL
// (parsed in its worker, as its docs advise for large data) and a circle layer coloured by status.
// `?cluster` turns on its built-in clustering. No tiles, as for the other pages: a plain background.
import { Map as MapLibreMap, setWorkerUrl, type CircleLayerSpecification } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { STATUS_TABLE } from '../../src/shared/status';
import { CENTER, PLACES_GEOJSON, ZOOM, markDrawn } from './shared';

// Its worker is a file of its own; the bundler gives its address.
setWorkerUrl(workerUrl);

const search = new URLSearchParams(location.search);
const cluster = search.has('cluster');

const colourByStatus = [
  'match',
  ['get', 'status'],
  ...STATUS_TABLE.flatMap(({ value, color }) => [value, color]),
  '#64748b',
] as unknown as string;

const points: CircleLayerSpecification = {
  id: 'places',
  type: 'circle',
  source: 'places',
  ...(cluster ? { filter: ['!', ['has', 'point_count']] } : {}),
  paint: {
    'circle-radius': 6,
    'circle-color': colourByStatus,
    'circle-stroke-width': 2,
    'circle-stroke-color': '#ffffff',
  },
};

// Clusters as circles growing with their count (a count label would need glyphs from a server).
const clusters: CircleLayerSpecification = {
  id: 'clusters',
  type: 'circle',
  source: 'places',
  filter: ['has', 'point_count'],
  paint: {
    'circle-radius': ['step', ['get', 'point_count'], 14, 100, 20, 1000, 26],
    'circle-color': '#0f766e',
    'circle-opacity': 0.8,
  },
};

const map = new MapLibreMap({
  container: 'root',
  // MapLibre's zoom counts 512 px tiles, Leaflet's 256 px: one less shows the same view.
  center: [CENTER[1], CENTER[0]],
  zoom: ZOOM - 1,
  style: {
    version: 8,
    sources: { places: { type: 'geojson', data: new URL(PLACES_GEOJSON, location.href).href, cluster } },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': '#e5e5e5' } },
      ...(cluster ? [clusters] : []),
      points,
    ],
  },
});
(window as unknown as { __benchMap?: MapLibreMap }).__benchMap = map;

// Every marker is drawn once the source has loaded and the map has rendered all of it (idle).
const count = Number(search.get('count') ?? NaN);
map.on('idle', function drawn() {
  if (!map.isSourceLoaded('places')) return;
  map.off('idle', drawn);
  markDrawn(count);
});
