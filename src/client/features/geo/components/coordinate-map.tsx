import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { MapContainer, useMap } from '#client/lib/leaflet/react.tsx';
import { ThemedTileLayer } from '#client/components/map/themed-tile-layer.tsx';
import { PinPicker, type PinPosition } from './pin-picker';

/** Close enough to see which side of a street the pin is on; the whole world when there is no pin. */
const PIN_ZOOM = 13;
const WORLD_ZOOM = 2;
const MAX_ZOOM = 19;
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/**
 * A small map in a form with the place's pin: drag it (or click the map) to set the coordinates;
 * coordinates typed beside it move it. `value` is null while the typed ones are empty or invalid.
 */
export function CoordinateMap({
  value,
  onChange,
  label,
}: {
  value: PinPosition | null;
  onChange: (position: PinPosition) => void;
  label: string;
}) {
  const start = useRef(value);
  return (
    <div
      role="region"
      aria-label={label}
      className="fru-coordinate-map relative h-56 overflow-hidden rounded-xl border border-slate-300"
    >
      <MapContainer
        center={start.current ? [start.current.lat, start.current.lng] : [20, 0]}
        zoom={start.current ? PIN_ZOOM : WORLD_ZOOM}
        maxZoom={MAX_ZOOM}
        scrollWheelZoom={false}
        className="absolute inset-0 isolate z-0 bg-slate-200"
      >
        <ThemedTileLayer attribution={ATTRIBUTION} maxZoom={MAX_ZOOM} />
        <PinPicker value={value} onChange={onChange} />
        <ExposeForTests />
      </MapContainer>
    </div>
  );
}

/**
 * Sized once the dialog is; and as the big map does, the Leaflet map hangs off its element for tests
 * that turn coordinates into pixels.
 */
function ExposeForTests() {
  const map = useMap();
  useEffect(() => {
    // Drawn inside a dialog that may still be settling: measure again once it has its size.
    const frame = requestAnimationFrame(() => map.invalidateSize());
    const element = map.getContainer();
    Object.defineProperty(element, 'leafletMap', { value: map, configurable: true, enumerable: false });
    return () => {
      cancelAnimationFrame(frame);
      delete (element as unknown as { leafletMap?: unknown }).leafletMap;
    };
  }, [map]);
  return null;
}
