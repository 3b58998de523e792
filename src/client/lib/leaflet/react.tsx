import L, { type LeafletEventHandlerFnMap, type Map as LeafletMap, type MapOptions } from 'leaflet';
import { createContext, use, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Leaflet's map for React components: the map a component draws on comes from the nearest
 * MapContainer (or ViewMap) through context; layers are added and removed by each component's
 * effects, with Leaflet's own calls. Ours, in place of react-leaflet (Hippocratic-2.1, not an
 * OSI-approved licence), which gave us no more than these few pieces.
 */
export interface LeafletContextValue {
  map: LeafletMap;
}

export const LeafletContext = createContext<LeafletContextValue | null>(null);

export const createLeafletContext = (map: LeafletMap): LeafletContextValue => ({ map });

/** The map around this component. */
export function useMap(): LeafletMap {
  const context = use(LeafletContext);
  if (!context) throw new Error('useMap needs a map around it (MapContainer or ViewMap).');
  return context.map;
}

/** Listens to the map's events while mounted (`{ zoomend: … }`). */
export function useMapEvents(handlers: LeafletEventHandlerFnMap): LeafletMap {
  const map = useMap();
  useEffect(() => {
    map.on(handlers);
    return () => {
      map.off(handlers);
    };
  }, [map, handlers]);
  return map;
}

/** A map in a div of its own; `center`, `zoom` and the other options are the first view only. */
export function MapContainer({
  className,
  children,
  ...options
}: MapOptions & { className?: string; children?: ReactNode }) {
  const host = useRef<HTMLDivElement>(null);
  const [context, setContext] = useState<LeafletContextValue | null>(null);
  useLayoutEffect(() => {
    const map = L.map(host.current!, options);
    setContext(createLeafletContext(map));
    return () => {
      map.remove();
    };
    // The map is made once; its view is then its own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div ref={host} className={className}>
      {context && <LeafletContext value={context}>{children}</LeafletContext>}
    </div>
  );
}

/** Tiles from `url` ({z}/{x}/{y}); a new layer whenever one of its props changes. */
export function TileLayer({
  url,
  className,
  attribution,
  maxZoom,
}: {
  url: string;
  className?: string;
  attribution?: string;
  maxZoom?: number;
}) {
  const map = useMap();
  useEffect(() => {
    const layer = L.tileLayer(url, { className, attribution, maxZoom }).addTo(map);
    return () => {
      layer.remove();
    };
  }, [map, url, className, attribution, maxZoom]);
  return null;
}
