import L, { type Map as LeafletMap } from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ReadyView } from '#shared/opening-view.ts';
import { showView } from './opening-view';
import { FLY_SECONDS, RESULTS_MAX_ZOOM, RESULTS_PADDING, RESULTS_SETTLE_MS } from './map-constants';
import { boxKey, resultsBounds, type ResultsBox } from './results-bounds';

interface Point {
  latitude: number;
  longitude: number;
}

interface ResultsInViewOptions {
  map: LeafletMap | null;
  /** The filtered places. */
  places: readonly Point[];
  /** Names the filters behind `places` ('' for none); undefined leaves the view alone. */
  filtersKey: string | undefined;
  /** A place whose details are open: brought into view if it is not. */
  target: Point | undefined;
  /** The owner's opening view: Reset view and clearing the filters return to it. */
  opening: Readonly<ReadyView>;
}

/** What was last brought into view: the filters and the box of their results. */
interface Shown {
  filters: string;
  box: string;
}

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** A view the site set, to tell whether the visitor has moved away from it since. */
interface View {
  center: L.LatLng;
  zoom: number;
}

/** Under this many pixels from where the site left it, the map has not been moved. */
const MOVE_TOLERANCE_PX = 2;

function viewOf(map: LeafletMap): View {
  return { center: map.getCenter(), zoom: map.getZoom() };
}

function movedFrom(map: LeafletMap, view: View): boolean {
  const middle = map.getSize().divideBy(2);
  return (
    map.getZoom() !== view.zoom ||
    map.latLngToContainerPoint(view.center).distanceTo(middle) > MOVE_TOLERANCE_PX
  );
}

/**
 * Keeps the results in view: when the filters change the map flies to their places, unless the
 * visitor has moved it since the site last did, in which case `offer` asks before leaving their
 * view. The site's own moves fire Leaflet's `movestart` synchronously while `ours` is set; where
 * such a move ends is the site's view, and the visitor has moved the map when it is elsewhere (a
 * resize keeps the centre, so it is no move).
 */
export function useResultsInView({ map, places, filtersKey, target, opening }: ResultsInViewOptions) {
  const box = useMemo(() => resultsBounds(places), [places]);
  const key = boxKey(box);
  const ours = useRef(false);
  // The site's move under way (until its moveend, or until the visitor takes over), and where
  // the last one ended.
  const flying = useRef(false);
  const siteView = useRef<View | null>(null);
  // Null until the map has opened on its first view.
  const shown = useRef<Shown | null>(null);
  // Whether the view is the results' (a new answer for the same filters then moves it too).
  const owned = useRef(false);
  const [offered, setOffered] = useState(false);

  useEffect(() => {
    if (!map) return;
    siteView.current ??= viewOf(map);
    const onMoveStart = () => {
      flying.current = ours.current;
    };
    const onMoveEnd = () => {
      if (!flying.current) return;
      flying.current = false;
      siteView.current = viewOf(map);
    };
    map.on({ movestart: onMoveStart, moveend: onMoveEnd });
    return () => {
      map.off({ movestart: onMoveStart, moveend: onMoveEnd });
    };
  }, [map]);

  const visitorMoved = (map: LeafletMap) =>
    !flying.current && siteView.current !== null && movedFrom(map, siteView.current);

  /** Moves the map as the site, not the visitor. */
  const move = (go: (map: LeafletMap, animate: boolean) => void, animate = true) => {
    if (!map) return;
    ours.current = true;
    try {
      go(map, animate && !reducedMotion());
    } finally {
      ours.current = false;
    }
  };
  const fit = (to: ResultsBox, animate = true) =>
    move((map, animate) => {
      const bounds = L.latLngBounds([to.south, to.west], [to.north, to.east]);
      const options = { padding: L.point(RESULTS_PADDING, RESULTS_PADDING), maxZoom: RESULTS_MAX_ZOOM };
      if (animate) map.flyToBounds(bounds, { ...options, duration: FLY_SECONDS });
      else map.fitBounds(bounds, { ...options, animate: false });
    }, animate);
  const remember = (isOwned: boolean) => {
    shown.current = { filters: filtersKey ?? '', box: key };
    owned.current = isOwned;
    setOffered(false);
  };

  // A place whose details open (a link to it, J and K) is shown where it is, close enough to see.
  const targetLat = target?.latitude;
  const targetLng = target?.longitude;
  useEffect(() => {
    if (!map || targetLat === undefined || targetLng === undefined) return;
    const first = shown.current === null;
    if (!first && map.getBounds().pad(-0.1).contains([targetLat, targetLng])) return;
    const zoom = Math.max(map.getZoom(), RESULTS_MAX_ZOOM);
    move((map, animate) => {
      if (animate) map.flyTo([targetLat, targetLng], zoom, { duration: FLY_SECONDS });
      else map.setView([targetLat, targetLng], zoom, { animate: false });
    }, !first);
    remember(false);
    // Only a new place (or the map) moves the view; `move` and `remember` read the latest values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, targetLat, targetLng]);

  useEffect(() => {
    if (!map || filtersKey === undefined) return;
    const bringIntoView = (animate: boolean) => {
      const last = shown.current;
      const filtersChanged = filtersKey !== last?.filters;
      const moved = visitorMoved(map);
      if (!filtersChanged && (!owned.current || moved || key === last?.box)) return;
      // Nothing to show yet (the server's answer may still bring some): wait for it.
      if (!box) return setOffered(false);
      if (moved) {
        const inView = map.getBounds().contains([
          [box.south, box.west],
          [box.north, box.east],
        ]);
        remember(false);
        setOffered(!inView);
        return;
      }
      // No filter: every place, shown as the site opens (the owner's choice).
      if (filtersKey === '') {
        move((map, animate) => showView(map, opening, animate), animate);
        return remember(false);
      }
      fit(box, animate);
      remember(true);
    };
    // The map opens on the results at once; later changes settle first, then fly.
    if (shown.current === null) {
      if (filtersKey === '') remember(false);
      else bringIntoView(false);
      return;
    }
    const timer = setTimeout(() => bringIntoView(true), RESULTS_SETTLE_MS);
    // A map removed meanwhile (the list shown instead) is not moved: React may commit that change,
    // and run this cleanup, well after Leaflet took the map away.
    const cancel = () => clearTimeout(timer);
    map.once('unload', cancel);
    return () => {
      cancel();
      map.off('unload', cancel);
    };
    // `key` stands for `box`: a new answer with the same places is no change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, filtersKey, key]);

  return {
    /** The visitor moved the map and the results are elsewhere: offer to show them. */
    offer: offered && box !== null,
    showResults: () => {
      if (!box) return;
      fit(box);
      remember(true);
    },
    resetView: () => {
      move((map, animate) => showView(map, opening, animate));
      remember(false);
    },
  };
}
