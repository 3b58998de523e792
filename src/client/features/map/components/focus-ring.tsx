import L from 'leaflet';
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import { FOCUS_RING_RADIUS } from '../map-constants';

/**
 * A ring around one place: the one a page is about, or the one a phone's sheet shows (Leaflet's
 * own circle: no other map code to load).
 */
export function FocusRing({ latitude, longitude }: { latitude: number; longitude: number }) {
  const map = useMap();
  useEffect(() => {
    const ring = L.circleMarker([latitude, longitude], {
      radius: FOCUS_RING_RADIUS,
      interactive: false,
      color: '#0f766e',
      weight: 3,
      fill: false,
    }).addTo(map);
    return () => {
      ring.remove();
    };
  }, [map, latitude, longitude]);
  return null;
}
