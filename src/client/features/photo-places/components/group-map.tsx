import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect } from 'react';
import { MapContainer, useMap } from '#client/lib/leaflet/react.tsx';
import { circleMarker } from '#client/lib/leaflet/extras.js';
import { STATUS_COLORS } from '#shared/location.ts';
import type { GeoPoint } from '#shared/photo-groups.ts';
import { ThemedTileLayer } from '#client/components/map/themed-tile-layer.tsx';
import { i18n } from '#client/lib/i18n.ts';

const MAX_ZOOM = 18;
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** A small map of one group: a dot per photo, and the existing place it may join. */
export function GroupMap({
  points,
  place,
  label,
}: {
  points: GeoPoint[];
  place?: GeoPoint & { name: string };
  label: string;
}) {
  const first = points[0] ?? place;
  return (
    <div
      role="region"
      aria-label={label}
      className="relative h-48 overflow-hidden rounded-xl border border-slate-300"
    >
      {first ? (
        <MapContainer
          center={[first.latitude, first.longitude]}
          zoom={16}
          maxZoom={MAX_ZOOM}
          scrollWheelZoom={false}
          // Groups come and go as the owner merges and drops them: a map removed mid-animation
          // would throw from Leaflet's animation frame, so these small maps do not animate.
          zoomAnimation={false}
          fadeAnimation={false}
          markerZoomAnimation={false}
          className="absolute inset-0 isolate z-0 bg-slate-200"
        >
          <ThemedTileLayer attribution={ATTRIBUTION} maxZoom={MAX_ZOOM} />
          <Dots points={points} place={place} />
          <FitPoints points={place ? [...points, place] : points} />
        </MapContainer>
      ) : (
        <p className="grid h-full place-items-center bg-slate-100 p-4 text-center text-sm text-slate-700">
          {i18n._('No photo here has GPS')}
        </p>
      )}
    </div>
  );
}

/** A dot per photo (planned's colour) and a larger one for the place the group may join (visited's). */
function Dots({ points, place }: { points: GeoPoint[]; place?: GeoPoint }) {
  const map = useMap();
  useEffect(() => {
    const dot = (at: GeoPoint, radius: number, fillColor: string, fillOpacity: number) =>
      circleMarker([at.latitude, at.longitude], {
        radius,
        color: '#fff',
        weight: 2,
        fillColor,
        fillOpacity,
      }).addTo(map);
    const dots = [
      ...(place ? [dot(place, 9, STATUS_COLORS.visited, 1)] : []),
      ...points.map((p) => dot(p, 6, STATUS_COLORS.planned, 0.9)),
    ];
    return () => dots.forEach((each) => each.remove());
  }, [map, points, place]);
  return null;
}

/** Every dot in view, however far the group spreads (a walk along a street). */
function FitPoints({ points }: { points: GeoPoint[] }) {
  const map = useMap();
  const key = points.map((p) => `${p.latitude},${p.longitude}`).join(';');
  useEffect(() => {
    if (points.length === 0) return;
    const bounds = L.latLngBounds(points.map((p) => [p.latitude, p.longitude] as [number, number]));
    const frame = requestAnimationFrame(() => {
      map.invalidateSize();
      map.fitBounds(bounds, { padding: [20, 20], maxZoom: 17, animate: false });
    });
    return () => cancelAnimationFrame(frame);
    // The key stands for the points: a new array with the same points does not move the map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key]);
  return null;
}
