import L from 'leaflet';
import { useEffect } from 'react';
import { useMap } from '#client/lib/leaflet/react.tsx';

/** Leaflet's pan animation: where it started and how far it goes (PosAnimation's own fields). */
interface PanAnimation {
  _inProgress?: boolean;
  _startPos?: L.Point;
  _offset?: L.Point;
}

const DIRECTIONS: Partial<Record<string, [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * Leaflet's keyboard handler ignores an arrow key pressed while the map still pans from the one
 * before, so quick presses are lost. While a pan runs, a press here is added to where that pan is
 * heading instead; otherwise Leaflet's handler moves the map as usual (the same step, Shift × 3).
 */
export function QueuedArrowKeys({ step }: { step: number }) {
  const map = useMap();
  useEffect(() => {
    const element = map.getContainer();
    const onKeyDown = (event: KeyboardEvent) => {
      const direction = DIRECTIONS[event.key];
      if (!direction || event.altKey || event.ctrlKey || event.metaKey) return;
      const animation = (map as L.Map & { _panAnim?: PanAnimation })._panAnim;
      if (!animation?._inProgress || !animation._startPos || !animation._offset) return;
      const length = step * (event.shiftKey ? 3 : 1);
      // panBy(o) moves the map's pane to where it is less o: aim at the running pan's end, one step on.
      const heading = animation._startPos.add(animation._offset);
      const still = L.DomUtil.getPosition(map.getPane('mapPane')!).subtract(heading);
      map.panBy(still.add([direction[0] * length, direction[1] * length]));
      // Leaflet's handler (on the document) would drop it anyway; the page must not scroll.
      event.preventDefault();
      event.stopPropagation();
    };
    element.addEventListener('keydown', onKeyDown, true);
    return () => element.removeEventListener('keydown', onKeyDown, true);
  }, [map, step]);
  return null;
}
