import 'leaflet/dist/leaflet.css';
import { useQuery } from '@tanstack/react-query';
import { latLngBounds, type LatLngTuple } from 'leaflet';
import { MapContainer, Polyline } from 'react-leaflet';
import { ThemedTileLayer } from '#client/components/map/themed-tile-layer.tsx';
import { tripRouteQuery } from '../api/trip-queries';

// The preview's zoom for the route's simplification: the whole trip on a small map.
const PREVIEW_ZOOM = 6;
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
const TRACK_COLOR = '#0f766e';
const LEG_COLOR = '#475569';

/**
 * A small map of the trip's route as saved: its tracks, and legs from stop to stop elsewhere. One
 * file, so it can switch to the trip page's own route layer.
 */
export function RoutePreview({ tripId }: { tripId: number }) {
  const route = useQuery(tripRouteQuery(tripId, PREVIEW_ZOOM));
  const lines = (route.data?.features ?? []).map((feature) => ({
    kind: feature.properties.kind,
    positions: feature.geometry.coordinates.map(([lng, lat]): LatLngTuple => [lat, lng]),
  }));
  const points = lines.flatMap((line) => line.positions);
  return (
    <section aria-labelledby="trip-route" className="rounded-2xl border border-slate-200 p-4">
      <h2 id="trip-route" className="text-lg font-bold text-slate-900">
        Route
      </h2>
      {route.isError && <p className="mt-2 text-sm text-slate-700">The route could not be loaded.</p>}
      {route.isSuccess && points.length === 0 && (
        <p className="mt-2 text-sm text-slate-600">No route yet: save stops or add a track.</p>
      )}
      {points.length > 0 && (
        <div
          className="mt-3 h-72 overflow-hidden rounded-xl"
          role="img"
          aria-label={`Map of the route: ${lines.length} lines`}
        >
          <MapContainer
            // A new map when the lines change: it fits them again.
            key={route.dataUpdatedAt}
            bounds={latLngBounds(points).pad(0.1)}
            className="h-full w-full"
            scrollWheelZoom={false}
          >
            <ThemedTileLayer attribution={ATTRIBUTION} maxZoom={19} />
            {lines.map((line, index) => (
              <Polyline
                key={index}
                positions={line.positions}
                pathOptions={{
                  color: line.kind === 'track' ? TRACK_COLOR : LEG_COLOR,
                  weight: line.kind === 'track' ? 4 : 3,
                  dashArray: line.kind === 'track' ? undefined : '6 6',
                }}
              />
            ))}
          </MapContainer>
        </div>
      )}
    </section>
  );
}
