import type { LatLng } from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useMap } from 'react-leaflet';
import type { PlaceSummary } from '../../../../shared/map-data';
import { CanvasMarkersLayer, type MarkersDrawn, type OpenedBy } from '../canvas-markers-layer';

interface MarkersLayerProps {
  places: readonly PlaceSummary[];
  onMarkerClick: (place: PlaceSummary, at: LatLng, by: OpenedBy) => void;
  onKeyboardMiss: () => void;
}

/**
 * Adds the one canvas layer that draws every place, and records on the map's element how many
 * markers it holds (`data-marker-count`) and when the current list was first drawn
 * (`data-markers-drawn`, a performance.now() time), for tests and the benchmark;
 * `data-markers-painted` says how many were inside the view in the last frame.
 */
export function MarkersLayer({ places, onMarkerClick, onKeyboardMiss }: MarkersLayerProps) {
  const map = useMap();
  const clickRef = useRef(onMarkerClick);
  const missRef = useRef(onKeyboardMiss);
  useEffect(() => {
    clickRef.current = onMarkerClick;
    missRef.current = onKeyboardMiss;
  });
  const [layer] = useState(
    () =>
      new CanvasMarkersLayer({
        onMarkerClick: (place, at, by) => clickRef.current(place, at, by),
        onKeyboardMiss: () => missRef.current(),
        onDraw: (drawn: MarkersDrawn) => {
          const element = map.getContainer();
          element.dataset.markerCount = String(drawn.total);
          element.dataset.markersPainted = String(drawn.painted);
          if (drawn.newData) element.dataset.markersDrawn = String(Math.round(performance.now()));
        },
      }),
  );

  useEffect(() => {
    layer.addTo(map);
    return () => {
      layer.remove();
    };
  }, [map, layer]);

  useEffect(() => {
    layer.setPlaces(places);
  }, [layer, places]);

  return null;
}
