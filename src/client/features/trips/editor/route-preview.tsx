import 'leaflet/dist/leaflet.css';
import { useQuery } from '@tanstack/react-query';
import L, { type LatLngTuple } from 'leaflet';
import { useEffect, useMemo } from 'react';
import { MapContainer, useMap } from '#client/lib/leaflet/react.tsx';
import { polyline } from '#client/lib/leaflet/extras.js';
import { ThemedTileLayer } from '#client/components/map/themed-tile-layer.tsx';
import { tripRouteQuery } from '../api/trip-queries';
import { formatNumber, i18n } from '#client/lib/i18n.ts';
import { isOne } from '#client/lib/intl.ts';

// The preview's zoom for the route's simplification: the whole trip on a small map.
const PREVIEW_ZOOM = 6;
const MAX_ZOOM = 18;
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
const TRACK = { color: '#0f766e', weight: 4 };
const LEG = { color: '#475569', weight: 3, dashArray: '6 6' };

/** "Map of the route: 1 track, 3 legs". */
function routeLabel(lines: readonly Line[]): string {
  const count = (kind: Line['kind']) => lines.filter((line) => line.kind === kind).length;
  const tracks = count('track');
  const legs = count('leg');
  return i18n._('Map of the route: {tracks}, {legs}', {
    tracks: isOne(tracks)
      ? i18n._('{count} track', { count: formatNumber(tracks) })
      : i18n._('{count} tracks', { count: formatNumber(tracks) }),
    legs: isOne(legs)
      ? i18n._('{count} leg', { count: formatNumber(legs) })
      : i18n._('{count} legs', { count: formatNumber(legs) }),
  });
}

interface Line {
  kind: 'track' | 'leg';
  positions: LatLngTuple[];
}

/**
 * A small map of the trip's route as saved: its tracks, and legs from stop to stop elsewhere. One
 * file, so it can switch to the trip page's own route layer.
 */
export function RoutePreview({ tripId }: { tripId: number }) {
  const route = useQuery(tripRouteQuery(tripId, PREVIEW_ZOOM));
  // Once per answer: the lines are drawn again (and fitted) only when the route changes.
  const lines = useMemo<Line[]>(
    () =>
      (route.data?.features ?? []).map((feature) => ({
        kind: feature.properties.kind,
        positions: feature.geometry.coordinates.map(([lng, lat]): LatLngTuple => [lat, lng]),
      })),
    [route.data],
  );
  const first = lines[0]?.positions[0];
  return (
    <section aria-labelledby="trip-route" className="rounded-2xl border border-slate-200 p-4">
      <h2 id="trip-route" className="text-lg font-bold text-slate-900">
        {i18n._('Route')}
      </h2>
      {route.isError && (
        <p className="mt-2 text-sm text-slate-700">{i18n._('The route could not be loaded.')}</p>
      )}
      {route.isSuccess && !first && (
        <p className="mt-2 text-sm text-slate-600">{i18n._('No route yet: save stops or add a track.')}</p>
      )}
      {first && (
        <div
          role="region"
          aria-label={routeLabel(lines)}
          className="relative mt-3 h-72 overflow-hidden rounded-xl border border-slate-300"
        >
          <MapContainer
            center={first}
            zoom={PREVIEW_ZOOM}
            maxZoom={MAX_ZOOM}
            scrollWheelZoom={false}
            zoomAnimation={false}
            fadeAnimation={false}
            markerZoomAnimation={false}
            className="absolute inset-0 isolate z-0 bg-slate-200"
          >
            <ThemedTileLayer attribution={ATTRIBUTION} maxZoom={MAX_ZOOM} />
            <Lines lines={lines} />
          </MapContainer>
        </div>
      )}
    </section>
  );
}

/** The lines on the map, fitted into view; removed with the map or when they change. */
function Lines({ lines }: { lines: Line[] }) {
  const map = useMap();
  useEffect(() => {
    const drawn = lines.map((line) =>
      polyline(line.positions, { ...(line.kind === 'track' ? TRACK : LEG), interactive: false }).addTo(map),
    );
    const points = lines.flatMap((line) => line.positions);
    if (points.length > 0) map.fitBounds(L.latLngBounds(points).pad(0.1), { animate: false });
    return () => {
      for (const line of drawn) line.remove();
    };
  }, [map, lines]);
  return null;
}
