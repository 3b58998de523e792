import L from 'leaflet';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useMap } from 'react-leaflet';
import type { PlaceSummary } from '../../../../shared/map-data';
import { FLOATING_BUTTON_ROOM, POPUP_MAX_WIDTH, POPUP_MIN_WIDTH, POPUP_SIDE_ROOM } from '../map-constants';

// The card (carousels, thumbnails) loads with the first popup, not with the map.
const PlacePopupCard = lazy(async () => ({ default: (await import('./place-popup-card')).PlacePopupCard }));

interface PlacePopupProps {
  place: PlaceSummary;
  at: L.LatLng;
  onClose: () => void;
  onExplore: (id: number) => void;
}

/**
 * A Leaflet popup whose content is a React portal: Leaflet positions and pans it, React renders
 * the card into a div we own (never an HTML string).
 */
export function PlacePopup({ place, at, onClose, onExplore }: PlacePopupProps) {
  const map = useMap();
  const [content] = useState(() => document.createElement('div'));
  const popupRef = useRef<L.Popup | null>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    // On a phone the spec's 320 px minimum would overflow the map; keep the popup inside it.
    const room = map.getSize().x - POPUP_SIDE_ROOM;
    const popup = L.popup({
      className: 'fru-popup',
      minWidth: Math.max(200, Math.min(POPUP_MIN_WIDTH, room)),
      maxWidth: Math.max(200, Math.min(POPUP_MAX_WIDTH, room)),
      autoPanPaddingTopLeft: [16, 16],
      // Room for the page's floating buttons in the bottom-right corner.
      autoPanPaddingBottomRight: [16, FLOATING_BUTTON_ROOM],
      closeButton: true,
    });
    popupRef.current = popup;
    const handleRemove = () => onCloseRef.current();
    popup.on('remove', handleRemove);
    popup.setLatLng(at).setContent(content).openOn(map);
    return () => {
      popup.off('remove', handleRemove);
      popup.remove();
      popupRef.current = null;
    };
  }, [map, content, at]);

  const relayout = useCallback(() => popupRef.current?.update(), []);

  return createPortal(
    <Suspense fallback={<p className="p-3 text-sm font-semibold text-slate-900">{place.name}</p>}>
      <PlacePopupCard key={place.id} place={place} onExplore={onExplore} onLayout={relayout} />
    </Suspense>,
    content,
  );
}
