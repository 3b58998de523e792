import type L from 'leaflet';
import { Fragment, lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useMap } from '#client/lib/leaflet/react.tsx';
import { popup as leafletPopup } from '#client/lib/leaflet/extras.js';
import type { PlaceSummary } from '#shared/map-data.ts';
import { PLACE_LOADING, POPUP_MAX_WIDTH, POPUP_MIN_WIDTH, POPUP_SIDE_ROOM } from '../map-constants';
import type { PopupInternals } from './clear-of-controls';
import { i18n } from '#client/lib/i18n.ts';

/**
 * What a popup shows for a place, given by the app layer: the map knows the places' summaries, not
 * their details. `onLayout` is to be called after the card's size may have changed, so the popup
 * can re-measure and re-pan. The card may suspend (a lazy chunk): the place's name shows meanwhile.
 */
export type PopupCard = (place: PlaceSummary, onLayout: () => void) => ReactNode;

interface PlacePopupProps {
  place: PlaceSummary;
  at: L.LatLng;
  onClose: () => void;
  card: PopupCard;
  /** Opened from the keyboard: focus moves into the popup (and, as always, back to the map when it closes). */
  byKeyboard?: boolean;
}

/** Phones (Tailwind's `sm` and below, where the map's badge and legend step aside) get a sheet. */
const PHONE = '(max-width: 639px)';
// Its own chunk: only phones need it, and the home page's first load has no room to spare.
const PlaceSheet = lazy(async () => ({ default: (await import('./place-sheet')).PlaceSheet }));

/** A place's card over the map: a popup at its marker, or on a phone a sheet along the bottom. */
export function PlacePopup(props: PlacePopupProps) {
  // Chosen when it opens: a window resized meanwhile refits the card it has.
  const [asSheet] = useState(() => window.matchMedia(PHONE).matches);
  return asSheet ? (
    <Suspense fallback={null}>
      <PlaceSheet {...props} byKeyboard={props.byKeyboard ?? false} />
    </Suspense>
  ) : (
    <MarkerPopup {...props} />
  );
}

/**
 * A Leaflet popup whose content is a React portal: Leaflet positions and pans it, React renders
 * the card into a div we own (never an HTML string).
 */
function MarkerPopup({ place, at, onClose, card, byKeyboard = false }: PlacePopupProps) {
  const map = useMap();
  const [content] = useState(() => {
    // Opened from the keyboard, the card itself takes focus: it is read out, and Tab goes on
    // through its links to the close button.
    const element = document.createElement('div');
    element.className = 'fru-popup-body';
    element.tabIndex = -1;
    element.setAttribute('role', 'group');
    return element;
  });
  // A visitor's names may come after the popup opens.
  useEffect(
    () => content.setAttribute('aria-label', place.name || i18n._(PLACE_LOADING)),
    [content, place.name],
  );
  const popupRef = useRef<L.Popup | null>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const popup = leafletPopup({
      className: 'fru-popup',
      ...widthsFor(map),
      closeButton: true,
      // Leaflet's auto-pan knows only the map's edges, not the controls in its corners: ours
      // replaces it once loaded (its own chunk, as the first paint of the map does not need it).
      autoPan: false,
    });
    let open = true;
    void import('./clear-of-controls').then(({ keepClearOfControls }) => {
      if (!open) return;
      keepClearOfControls(map, popup);
      (popup as L.Popup & PopupInternals)._adjustPan();
    });
    popupRef.current = popup;
    const handleRemove = () => {
      // Focus was in the popup, which is going (Leaflet fades it out first): give it to the map.
      const focused = document.activeElement;
      if (!focused || focused === document.body || element?.contains(focused)) map.getContainer().focus();
      onCloseRef.current();
    };
    popup.on('remove', handleRemove);
    popup.setLatLng(at).setContent(content).openOn(map);
    // Leaflet listens for Escape only while the map itself has focus, not a link in the popup.
    const element = popup.getElement();
    // Leaflet names its close button in English.
    element?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', i18n._('Close popup'));
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      map.closePopup(popup);
    };
    element?.addEventListener('keydown', closeOnEscape);
    if (byKeyboard) content.focus();
    return () => {
      open = false;
      element?.removeEventListener('keydown', closeOnEscape);
      popup.off('remove', handleRemove);
      popup.remove();
      popupRef.current = null;
    };
  }, [map, content, at, byKeyboard]);

  // Not popup.update(): it takes the content out of the page and puts it back, which drops the
  // keyboard focus from whatever link of the card has it. Only size, place and pan it again.
  const relayout = useCallback(() => {
    const popup = popupRef.current as (L.Popup & PopupInternals) | null;
    if (!popup?.isOpen()) return;
    popup._updateLayout();
    popup._updatePosition();
    popup._adjustPan();
  }, []);

  // A window resized or a phone turned: the card takes the widths the map now has room for and
  // pans clear of the controls where they now are.
  useEffect(() => {
    const refit = () => {
      const popup = popupRef.current;
      if (popup) Object.assign(popup.options, widthsFor(map));
      relayout();
    };
    map.on('resize', refit);
    return () => {
      map.off('resize', refit);
    };
  }, [map, relayout]);

  return createPortal(
    <Suspense
      fallback={
        <p className="p-3 text-sm font-semibold text-slate-900">{place.name || i18n._(PLACE_LOADING)}</p>
      }
    >
      <Fragment key={place.id}>{card(place, relayout)}</Fragment>
    </Suspense>,
    content,
  );
}

/** On a phone the spec's 320 px minimum would overflow the map; keep the popup inside it. */
function widthsFor(map: L.Map): { minWidth: number; maxWidth: number } {
  const room = map.getSize().x - POPUP_SIDE_ROOM;
  return {
    minWidth: Math.max(200, Math.min(POPUP_MIN_WIDTH, room)),
    maxWidth: Math.max(200, Math.min(POPUP_MAX_WIDTH, room)),
  };
}
