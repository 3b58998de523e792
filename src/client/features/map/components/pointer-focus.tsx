import { useEffect } from 'react';
import { useMap } from '#client/lib/leaflet/react.tsx';

/** Set on the map's element while its focus came from a pointer; map.css shows no keyboard aids then. */
export const POINTER_FOCUS_ATTRIBUTE = 'data-pointer-focus';

/**
 * Leaflet focuses the map from script on every mousedown, and we do when a popup closes; to the
 * browser a focus from script is worth a focus ring, so `:focus-visible` alone would draw the
 * keyboard's ring and hint after a mere click. A pointer press marks the map until a key is
 * pressed (anywhere) or the focus leaves it: then the aids are for the keyboard again.
 */
export function PointerFocus() {
  const map = useMap();
  useEffect(() => {
    const element = map.getContainer();
    const mark = () => element.setAttribute(POINTER_FOCUS_ATTRIBUTE, '');
    const unmark = () => element.removeAttribute(POINTER_FOCUS_ATTRIBUTE);
    // Capture: a press on a marker or in a popup counts before Leaflet or the card handle it.
    element.addEventListener('pointerdown', mark, true);
    // Any key anywhere: a Tab that brings the focus back to the map must find the mark gone.
    document.addEventListener('keydown', unmark, true);
    element.addEventListener('blur', unmark);
    return () => {
      element.removeEventListener('pointerdown', mark, true);
      document.removeEventListener('keydown', unmark, true);
      element.removeEventListener('blur', unmark);
      unmark();
    };
  }, [map]);
  return null;
}
