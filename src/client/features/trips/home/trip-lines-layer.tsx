import type { LatLngTuple, Map as LeafletMap, Popup, Polyline } from 'leaflet';
import { featureGroup, polyline } from '#client/lib/leaflet/extras.js';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMap } from '#client/lib/leaflet/react.tsx';
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
  // The open popup and its trip: a new zoom's lines replace the old ones, and the popup passes from
  // the old line to the new one still open, so an answer arriving after the click never takes the
  // link away.
  const open = useRef<{ tripId: number; popup: Popup } | null>(null);

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
    const lines = new Map<number, Polyline>();
    const carried = open.current;
    for (const feature of data.features) {
      const { mode, tripId } = feature.properties;
      const line = polyline(
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
        .bindPopup(
          carried?.tripId === tripId
            ? carried.popup
            : () => popupOf(feature.properties, (path) => void navigate(path)),
        )
        .on('popupopen', (event) => (open.current = { tripId, popup: event.popup }))
        .on('popupclose', () => (open.current = null))
        .addTo(group);
      lines.set(tripId, line);
    }
    group.addTo(map);
    // The open popup's trip is out of this answer: it closes.
    if (carried && !lines.has(carried.tripId)) carried.popup.close();
    const container = map.getContainer();
    container.dataset.tripLines = String(data.features.length);
    return () => {
      // The open popup is taken off its line first: removing a line closes the popup bound to it.
      if (open.current) lines.get(open.current.tripId)?.unbindPopup();
      group.remove();
      delete container.dataset.tripLines;
    };
  }, [map, data, navigate]);
  // Trips turned off: the open popup goes with the lines (declared after the drawing, so it runs
  // after the drawing's cleanup has taken the popup off its line).
  useEffect(() => () => void open.current?.popup.close(), []);

  return null;
}
