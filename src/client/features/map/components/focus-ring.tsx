import type L from 'leaflet';
import { useEffect } from 'react';
import { useMap } from '#client/lib/leaflet/react.tsx';
import { FOCUS_RING_RADIUS } from '../map-constants';

/**
 * A ring around one place: the one a page is about, or the one a phone's sheet shows (Leaflet's
 * own circle, from the Leaflet parts the home map does not load until a ring is first drawn).
 */
export function FocusRing({ latitude, longitude }: { latitude: number; longitude: number }) {
  const map = useMap();
  useEffect(() => {
    let ring: L.CircleMarker | undefined;
    let gone = false;
    void import('#client/lib/leaflet/extras.js').then(({ circleMarker }) => {
      if (gone) return;
      ring = circleMarker([latitude, longitude], {
        radius: FOCUS_RING_RADIUS,
        interactive: false,
        color: '#0f766e',
        weight: 3,
        fill: false,
      }).addTo(map);
    });
    return () => {
      gone = true;
      ring?.remove();
    };
  }, [map, latitude, longitude]);
  return null;
}
