import 'leaflet/dist/leaflet.css';
import '../map.css';
import { useQuery } from '@tanstack/react-query';
import type { LatLng } from 'leaflet';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { MapContainer, TileLayer, useMap } from 'react-leaflet';
import type { PlaceSummary } from '../../../../shared/map-data';
import { siteConfigQuery } from '../../../lib/site-config';
import { DEFAULT_CENTER, DEFAULT_ZOOM, MAX_ZOOM, MIN_ZOOM, OSM_ATTRIBUTION } from '../map-constants';
import { countByStatus, MapLegend, MarkerCountBadge } from './map-legend';
import { MarkersLayer } from './markers-layer';
import { PlacePopup } from './place-popup';

interface MapViewProps {
  /** The filtered places. */
  places: PlaceSummary[];
  onExplore: (id: number) => void;
  /** Extra map layers (rendered inside the map, with access to useMap). */
  children?: ReactNode;
  /** Controls over the map's top-left corner, under the zoom buttons. */
  overlay?: ReactNode;
  /** While the owner places a pin, a click is for the pin: markers open no popup. */
  picking?: boolean;
}

interface Selection {
  place: PlaceSummary;
  /** Where the popup points: the place in the world copy that was clicked. */
  at: LatLng;
  /** A click on the open marker closes and reopens its popup; a new key makes that a new popup. */
  key: number;
}

/** The full-height map of the filtered places; the parent gives it its height. */
export function MapView({ places, onExplore, children, overlay, picking = false }: MapViewProps) {
  const { data: config } = useQuery(siteConfigQuery);
  const [selection, setSelection] = useState<Selection | null>(null);
  const clicks = useRef(0);
  const counts = useMemo(() => countByStatus(places), [places]);

  // A place the filters no longer show loses its popup.
  const selectedId = selection?.place.id;
  const selectedShown = useMemo(
    () => selectedId === undefined || places.some((p) => p.id === selectedId),
    [places, selectedId],
  );
  const shownSelection = selectedShown && !picking ? selection : null;

  return (
    <div className="relative h-full min-h-80 w-full">
      <MapContainer
        center={DEFAULT_CENTER}
        zoom={DEFAULT_ZOOM}
        minZoom={MIN_ZOOM}
        maxZoom={MAX_ZOOM}
        worldCopyJump
        className="absolute inset-0 isolate z-0 bg-slate-200"
      >
        {config && <TileLayer url={config.tileUrl} attribution={OSM_ATTRIBUTION} maxZoom={MAX_ZOOM} />}
        <MarkersLayer
          places={places}
          onMarkerClick={(place, at) => {
            if (!picking) setSelection({ place, at, key: ++clicks.current });
          }}
        />
        {shownSelection && (
          <PlacePopup
            key={shownSelection.key}
            place={shownSelection.place}
            at={shownSelection.at}
            onClose={() => setSelection(null)}
            onExplore={onExplore}
          />
        )}
        <ExposeMapForTests />
        {children}
      </MapContainer>
      {/* On a phone an open popup needs the whole map; the badge and legend step aside. */}
      <Overlay className={`top-3 right-3 ${shownSelection ? 'max-sm:hidden' : ''}`}>
        <MarkerCountBadge count={places.length} />
      </Overlay>
      {overlay && <Overlay className="top-22 left-3">{overlay}</Overlay>}
      <Overlay className={`bottom-6 left-3 ${shownSelection ? 'max-sm:hidden' : ''}`}>
        <MapLegend counts={counts} />
      </Overlay>
    </div>
  );
}

function Overlay({ className, children }: { className: string; children: ReactNode }) {
  return <div className={`pointer-events-none absolute z-10 ${className}`}>{children}</div>;
}

/**
 * Browser tests need the Leaflet map to turn a place into a pixel to click. It hangs off the
 * map's element as a non-enumerable property: nothing to see in the DOM, gone on unmount.
 */
function ExposeMapForTests() {
  const map = useMap();
  useEffect(() => {
    const element = map.getContainer();
    Object.defineProperty(element, 'leafletMap', { value: map, configurable: true, enumerable: false });
    return () => {
      delete (element as unknown as { leafletMap?: unknown }).leafletMap;
    };
  }, [map]);
  return null;
}
