import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { SET_ZOOM_MAX } from '#shared/opening-view.ts';
import { MapContainer, useMap } from '#client/lib/leaflet/react.tsx';
import { ThemedTileLayer } from '#client/components/map/themed-tile-layer.tsx';
import { i18n } from '#client/lib/i18n.ts';

const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
/** Four decimals: about 10 m, finer than any opening view needs. */
const round = (value: number) => Math.round(value * 10_000) / 10_000;

export interface MapView {
  latitude: number;
  longitude: number;
  zoom: number;
}

/**
 * A small map the owner moves to the view the home map should open on (drag, the wheel, the zoom
 * buttons, or the arrow and +/- keys once it has focus): its centre and zoom fill the form's numbers,
 * and numbers typed in the form move it. Loaded with the Inbox panel's "A view I set" only.
 */
export default function OpeningViewMap({
  view,
  onMove,
}: {
  /** The numbers as typed; undefined while one of them is not a number the map can show. */
  view: MapView | undefined;
  onMove: (view: MapView) => void;
}) {
  // The first view: the numbers when they make one, else the whole world.
  const first = useRef(view ?? { latitude: 20, longitude: 0, zoom: 1 }).current;
  return (
    <div
      role="region"
      aria-label={i18n._('Map of the opening view: move it to the view you want')}
      className="relative h-64 overflow-hidden rounded-xl border border-slate-300"
    >
      <MapContainer
        center={[first.latitude, first.longitude]}
        zoom={first.zoom}
        maxZoom={SET_ZOOM_MAX}
        scrollWheelZoom="center"
        zoomAnimation={false}
        fadeAnimation={false}
        markerZoomAnimation={false}
        className="absolute inset-0 isolate z-0 bg-slate-200"
      >
        <ThemedTileLayer attribution={ATTRIBUTION} maxZoom={SET_ZOOM_MAX} />
        <FollowView view={view} onMove={onMove} />
      </MapContainer>
      {/* The centre the numbers name. */}
      <span
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-1/2 z-[500] h-4 w-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-teal-700 shadow"
      />
    </div>
  );
}

/** Keeps the map and the numbers together: a move reports its view, new numbers move the map. */
function FollowView({ view, onMove }: { view: MapView | undefined; onMove: (view: MapView) => void }) {
  const map = useMap();
  const report = useRef(onMove);
  useEffect(() => {
    report.current = onMove;
  });
  useEffect(() => {
    const moved = () => {
      const centre = map.getCenter().wrap();
      report.current({ latitude: round(centre.lat), longitude: round(centre.lng), zoom: map.getZoom() });
    };
    map.on('moveend', moved);
    return () => {
      map.off('moveend', moved);
    };
  }, [map]);
  const { latitude, longitude, zoom } = view ?? {};
  useEffect(() => {
    if (latitude === undefined || longitude === undefined || zoom === undefined) return;
    const centre = map.getCenter().wrap();
    // Already there (the numbers came from this map): no move, so no report back.
    if (round(centre.lat) === latitude && round(centre.lng) === longitude && map.getZoom() === zoom) return;
    map.setView([latitude, longitude], zoom, { animate: false });
  }, [map, latitude, longitude, zoom]);
  return null;
}
