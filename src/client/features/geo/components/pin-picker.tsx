import './pin-picker.css';
import L from 'leaflet';
import { divIcon, marker as leafletMarker } from '#client/lib/leaflet/extras.js';
import { useEffect, useRef } from 'react';
import { useMap } from '#client/lib/leaflet/react.tsx';
import { STATUS_COLORS } from '#shared/location.ts';
import { i18n } from '#client/lib/i18n.ts';

export interface PinPosition {
  lat: number;
  lng: number;
}

/** Six decimals is about 10 cm: more would only be noise from the pointer. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

/** A click on a world copy east or west of the first is still a place on Earth: wrap it back. */
function position(latlng: L.LatLng): PinPosition {
  const wrapped = latlng.wrap();
  return { lat: round(wrapped.lat), lng: round(wrapped.lng) };
}

const PIN_ICON = divIcon({
  className: 'fru-pin-picker',
  html: `<svg width="32" height="42" viewBox="0 0 32 42" aria-hidden="true"><path d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 41 16 41s15-14 15-25.2C31 7.6 24.3 1 16 1z" fill="${STATUS_COLORS.planned}" stroke="#fff" stroke-width="2"/><circle cx="16" cy="15.5" r="5.5" fill="#fff"/></svg>`,
  iconSize: [32, 42],
  iconAnchor: [16, 41],
});

/**
 * Click to pin: while rendered inside the map, a click sets the coordinates and shows a pin that
 * can be dragged to adjust them. The coordinates are the parent's state (`value`, `onChange`), so
 * typed coordinates move the pin too. Render it inside the MapView while adding or editing a place.
 */
export function PinPicker({
  value,
  onChange,
}: {
  value: PinPosition | null;
  onChange: (position: PinPosition) => void;
}) {
  const map = useMap();
  const onChangeRef = useRef(onChange);
  const markerRef = useRef<L.Marker | null>(null);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    const container = map.getContainer();
    const onClick = (event: L.LeafletMouseEvent) => onChangeRef.current(position(event.latlng));
    container.classList.add('fru-picking');
    map.on('click', onClick);
    return () => {
      container.classList.remove('fru-picking');
      map.off('click', onClick);
    };
  }, [map]);

  const hasPin = value !== null;
  useEffect(() => {
    if (!hasPin) return;
    const marker = leafletMarker(map.getCenter(), {
      icon: PIN_ICON,
      draggable: true,
      autoPan: true,
      title: i18n._('New place: drag to adjust'),
      alt: i18n._('Pin of the new place'),
      zIndexOffset: 1000,
    });
    marker.on('dragend', () => onChangeRef.current(position(marker.getLatLng())));
    marker.addTo(map);
    markerRef.current = marker;
    return () => {
      marker.off();
      marker.remove();
      markerRef.current = null;
    };
  }, [map, hasPin]);

  const lat = value?.lat;
  const lng = value?.lng;
  useEffect(() => {
    const marker = markerRef.current;
    if (!marker || lat === undefined || lng === undefined) return;
    const at = L.latLng(lat, lng);
    if (!marker.getLatLng().equals(at)) marker.setLatLng(at);
    // Coordinates typed or found by address search may be off screen: bring the pin into view.
    if (!map.getBounds().contains(at)) map.panTo(at);
  }, [map, lat, lng, hasPin]);

  return null;
}
