import L, { type Map as LeafletMap } from 'leaflet';
import type { ReadyView } from '#shared/opening-view.ts';
import { createLeafletContext, LeafletContext, useMap } from '#client/lib/leaflet/react.tsx';
import { startTransition, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { MAP_ELEMENT_CLASS, MAP_OPTIONS } from '../map-constants';
import { clearEarlyPaint, takeEarlyMap, type EarlyMap } from '../early-handoff';
import { showView } from '../opening-view';
import { i18n } from '#client/lib/i18n.ts';

/**
 * Leaflet's map in the view: the early map moved in (early-handoff.ts), in the commit that shows
 * the page around it, or a new one. Its layers are React's through the map's context, as in
 * MapContainer (#client/lib/leaflet/react.tsx); `view` is the first view only (opening-view.ts).
 */
export function ViewMap({
  early,
  view,
  onMap,
  children,
}: {
  early: EarlyMap | undefined;
  view: Readonly<ReadyView>;
  onMap: (map: LeafletMap) => void;
  children: ReactNode;
}) {
  const host = useRef<HTMLDivElement>(null);
  const [context, setContext] = useState(() => (early ? createLeafletContext(early.map) : null));
  useLayoutEffect(() => {
    let map: LeafletMap;
    if (early) {
      takeEarlyMap();
      early.start();
      map = early.map;
      // The map, and over it the early paint's markers until its layer draws them (early-paint.ts).
      map.getContainer().classList.remove('invisible');
      host.current!.append(...early.frame.children);
      early.frame.remove();
      // The page may differ from the early frame by a scrollbar: the map keeps its top-left corner.
      map.invalidateSize({ pan: false });
    } else {
      clearEarlyPaint();
      const element = document.createElement('div');
      element.className = MAP_ELEMENT_CLASS;
      host.current!.append(element);
      map = L.map(element, MAP_OPTIONS);
      showView(map, view);
      setContext(createLeafletContext(map));
    }
    // The view's own re-render with its map (its controls, the results kept in view) comes as a
    // transition, in slices of its own, not in the task that commits the page.
    startTransition(() => onMap(map));
    return () => {
      finishZoom(map);
      map.remove();
      map.getContainer().remove();
    };
    // The map is made once; its view is then its own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div ref={host} className="absolute inset-0">
      {context && <LeafletContext value={context}>{children}</LeafletContext>}
    </div>
  );
}

/**
 * Leaflet 1.9 ends a zoom animation on a 250 ms timer that reads the map's panes, which `remove`
 * deletes (Leaflet #9575): a map removed mid-zoom threw from that timer. Ending the zoom now, while
 * the panes are there, makes the timer's call a no-op (it returns when no zoom is animating).
 */
function finishZoom(map: LeafletMap) {
  const zooming = map as LeafletMap & { _animatingZoom?: boolean; _onZoomTransitionEnd?: () => void };
  if (zooming._animatingZoom) zooming._onZoomTransitionEnd?.();
}

/** The map's element is what takes focus: it is a named region that says how to use it by keyboard. */
export function DescribeMap({ by }: { by: string }) {
  const map = useMap();
  useEffect(() => {
    const element = map.getContainer();
    element.setAttribute('role', 'region');
    element.setAttribute('aria-label', i18n._('Map'));
    element.setAttribute('aria-describedby', by);
    // Leaflet names its zoom buttons in English.
    element.querySelectorAll('.leaflet-control-zoom a').forEach((button, index) => {
      const name = index ? i18n._('Zoom out') : i18n._('Zoom in');
      button.setAttribute('title', name);
      button.setAttribute('aria-label', name);
    });
  }, [map, by]);
  return null;
}

/**
 * Browser tests need the Leaflet map to turn a place into a pixel to click. It hangs off the
 * map's element as a non-enumerable property: nothing to see in the DOM, gone on unmount.
 */
export function ExposeMapForTests() {
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
