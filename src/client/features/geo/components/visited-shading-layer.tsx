import type L from 'leaflet';
import { canvas, geoJSON } from '#client/lib/leaflet/extras.js';
import { useEffect, useState } from 'react';
import { useMap } from '#client/lib/leaflet/react.tsx';
import { STATUS_COLORS } from '#shared/location.ts';
import { useVisitedShapes } from '../api/get-visited-shapes';

/** US states are shaded from this zoom on; below it the whole country reads better. */
export const STATE_SHADING_ZOOM = 5;
/** Above the tiles (200), below the markers' overlay pane (400), so pins stay on top and clickable. */
const PANE = 'fru-visited-shading';
const PANE_Z_INDEX = '350';

const STYLES: Record<'country' | 'state', L.PathOptions> = {
  country: {
    color: STATUS_COLORS.visited,
    weight: 1,
    opacity: 0.7,
    fillColor: STATUS_COLORS.visited,
    fillOpacity: 0.22,
  },
  state: { color: '#047857', weight: 1.5, opacity: 0.8, fillColor: STATUS_COLORS.visited, fillOpacity: 0.25 },
};

function ensurePane(map: L.Map): void {
  if (map.getPane(PANE)) return;
  const pane = map.createPane(PANE);
  pane.style.zIndex = PANE_Z_INDEX;
  pane.style.pointerEvents = 'none';
}

/**
 * Shades the visited countries, and the visited US states once zoomed in, from the outlines the
 * server derives from the same boundaries as the country detection. Drawn on one canvas; purely
 * visual (not interactive). Render it inside the MapView (its `children`) while the toggle is on.
 */
export function VisitedShadingLayer() {
  const map = useMap();
  const { data } = useVisitedShapes();
  const [showStates, setShowStates] = useState(() => map.getZoom() >= STATE_SHADING_ZOOM);

  useEffect(() => {
    const onZoom = () => setShowStates(map.getZoom() >= STATE_SHADING_ZOOM);
    map.on('zoomend', onZoom);
    return () => void map.off('zoomend', onZoom);
  }, [map]);

  useEffect(() => {
    if (!data) return;
    ensurePane(map);
    const renderer = canvas({ pane: PANE, padding: 0.5 });
    const features = data.features.filter((f) => f.properties.kind === 'country' || showStates);
    // Leaflet hands these options to every polygon it makes, the renderer included.
    const options: L.GeoJSONOptions & L.PathOptions = {
      pane: PANE,
      renderer,
      interactive: false,
      style: (feature) => STYLES[feature?.properties.kind === 'state' ? 'state' : 'country'],
    };
    const layer = geoJSON(features, options).addTo(map);
    return () => {
      layer.remove();
      renderer.remove();
    };
  }, [map, data, showStates]);

  return null;
}
