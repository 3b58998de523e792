import type { LatLng } from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useMap } from '#client/lib/leaflet/react.tsx';
import type { PlaceSummary } from '#shared/map-data.ts';
import { CanvasMarkersLayer, type OpenedBy } from '../canvas-markers-layer';
import { recordMarkersDrawn } from '../markers-drawn';
import type { EarlyMap } from '../early-handoff';

interface MarkersLayerProps {
  places: readonly PlaceSummary[];
  onMarkerClick: (place: PlaceSummary, at: LatLng, by: OpenedBy) => void;
  onKeyboardMiss: () => void;
  /** The early map, whose layer is taken over with its places instead of a new one (early-handoff.ts). */
  adopt?: EarlyMap;
}

/**
 * Adds the one canvas layer that draws every place, and records its draws on the map's element
 * (recordMarkersDrawn) for tests and the benchmark.
 */
export function MarkersLayer({ places, onMarkerClick, onKeyboardMiss, adopt }: MarkersLayerProps) {
  const map = useMap();
  const clickRef = useRef(onMarkerClick);
  const missRef = useRef(onKeyboardMiss);
  useEffect(() => {
    clickRef.current = onMarkerClick;
    missRef.current = onKeyboardMiss;
  });
  const [layer] = useState(() =>
    (adopt?.markers ?? new CanvasMarkersLayer()).handle({
      onMarkerClick: (place, at, by) => clickRef.current(place, at, by),
      onKeyboardMiss: () => missRef.current(),
      onDraw: (drawn) => recordMarkersDrawn(map.getContainer(), drawn),
    }),
  );

  useEffect(() => {
    // An adopted layer is on the map already: adding it again changes nothing.
    layer.addTo(map);
    return () => {
      layer.remove();
    };
  }, [map, layer]);

  useEffect(() => {
    layer.setPlaces(places);
  }, [layer, places]);

  // A place clicked on the early map, before the app had taken it over, opens now.
  useEffect(() => {
    const opened = adopt?.opened;
    if (!opened) return;
    adopt.opened = undefined;
    clickRef.current(opened.place, opened.at, opened.by);
  }, [adopt]);

  return null;
}
