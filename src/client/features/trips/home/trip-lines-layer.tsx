import type { LatLngTuple, Map as LeafletMap } from 'leaflet';
import { featureGroup, polyline } from '#client/lib/leaflet/extras.js';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMap } from 'react-leaflet/hooks';
import type { TripLines } from '#shared/api/trips.ts';
import { colorOf } from '../visitor/route-lines-layer';
import { tripLinesQuery, VIEW_ZOOM } from './trip-lines-query';

const LINE_WEIGHT = 3;
const LINE_OPACITY = 0.75;
const FLIGHT_DASH = '6 6';
/** The view asked for is snapped outward to a grid of cells this many tiles wide: small pans ask nothing new. */
const GRID_TILES = 4;

/** The map's view as `bbox` (west,south,east,north), grown to a grid so nearby views share an answer. */
function viewOf(map: LeafletMap): { zoom: number; bbox: string | undefined } {
  const zoom = Math.round(map.getZoom());
  if (zoom < VIEW_ZOOM) return { zoom, bbox: undefined };
  const bounds = map.getBounds();
  const step = (360 / 2 ** zoom) * GRID_TILES;
  const snap = (value: number, up: boolean, limit: number) =>
    Math.max(-limit, Math.min(limit, (up ? Math.ceil(value / step) : Math.floor(value / step)) * step));
  const box = [
    snap(bounds.getWest(), false, 540),
    snap(bounds.getSouth(), false, 90),
    snap(bounds.getEast(), true, 540),
    snap(bounds.getNorth(), true, 90),
  ];
  return { zoom, bbox: box.map((value) => Number(value.toFixed(4))).join(',') };
}

/** The popup's content: the trip's title (as text) linking to its page. */
function popupOf(properties: TripLines['features'][number]['properties'], go: (path: string) => void) {
  const link = document.createElement('a');
  link.href = properties.path;
  link.textContent = properties.title;
  link.className = 'font-semibold text-teal-800 underline';
  link.addEventListener('click', (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    go(properties.path);
  });
  return link;
}

/**
 * The public trips' lines on the home map (the Trips toggle on), coloured by the way travelled as on
 * a trip's own map; a click on one opens a popup linking to its trip. Render it inside MapView.
 */
export function TripLinesLayer() {
  const map = useMap();
  const navigate = useNavigate();
  const [view, setView] = useState(() => viewOf(map));
  const { data } = useQuery(tripLinesQuery(view.zoom, view.bbox));

  useEffect(() => {
    const onMove = () =>
      setView((current) => {
        const next = viewOf(map);
        return next.zoom === current.zoom && next.bbox === current.bbox ? current : next;
      });
    map.on('moveend', onMove);
    return () => void map.off('moveend', onMove);
  }, [map]);

  useEffect(() => {
    if (!data) return;
    const group = featureGroup();
    for (const feature of data.features) {
      const { mode } = feature.properties;
      polyline(
        feature.geometry.coordinates.map(([lng, lat]): LatLngTuple => [lat, lng]),
        {
          color: colorOf({ properties: { kind: feature.properties.kind, mode } }),
          weight: LINE_WEIGHT,
          opacity: LINE_OPACITY,
          dashArray: mode === 'flight' ? FLIGHT_DASH : undefined,
          className: `trip-line trip-line-${feature.properties.tripId}`,
          // A click on a line opens its trip's popup, not also the nearest place's.
          bubblingMouseEvents: false,
        },
      )
        .bindPopup(() => popupOf(feature.properties, (path) => void navigate(path)))
        .addTo(group);
    }
    group.addTo(map);
    const container = map.getContainer();
    container.dataset.tripLines = String(data.features.length);
    return () => {
      group.remove();
      delete container.dataset.tripLines;
    };
  }, [map, data, navigate]);

  return null;
}
