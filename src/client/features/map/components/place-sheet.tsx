import type L from 'leaflet';
import { Fragment, Suspense, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useMap } from '#client/lib/leaflet/react.tsx';
import type { PlaceSummary } from '#shared/map-data.ts';
import { PLACE_LOADING, POPUP_EDGE_ROOM } from '../map-constants';
import { FocusRing } from './focus-ring';
import type { PopupCard } from './place-popup';
import { i18n } from '#client/lib/i18n.ts';

interface PlaceSheetProps {
  place: PlaceSummary;
  at: L.LatLng;
  onClose: () => void;
  card: PopupCard;
  byKeyboard: boolean;
}

/**
 * On a phone a place's card is a sheet along the bottom of the map instead of a popup over its
 * marker: the card gets the whole width, nothing of the map's controls covers it, and the map moves
 * the place into the free part above it. Closed by its button, Escape, or a press on the map.
 */
export function PlaceSheet({ place, at, onClose, card, byKeyboard }: PlaceSheetProps) {
  const map = useMap();
  const sheetRef = useRef<HTMLElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // The place in the middle of what the sheet leaves of the map, unless it is there already.
  const fit = useCallback(() => {
    const sheet = sheetRef.current;
    if (!sheet) return;
    // The sheet stands on the map's attribution, which stays readable and its links reachable.
    const credit = map.attributionControl?.getContainer()?.offsetHeight ?? 0;
    sheet.style.bottom = `${credit}px`;
    const size = map.getSize();
    const free = size.y - sheet.offsetHeight - credit;
    const point = map.latLngToContainerPoint(at);
    const inside = (value: number, end: number) => value >= POPUP_EDGE_ROOM && value <= end - POPUP_EDGE_ROOM;
    const dx = inside(point.x, size.x) ? 0 : point.x - size.x / 2;
    const dy = inside(point.y, free) ? 0 : point.y - free / 2;
    if (dx !== 0 || dy !== 0) map.panBy([dx, dy]);
  }, [map, at]);

  useLayoutEffect(() => {
    fit();
    const sheet = sheetRef.current;
    if (byKeyboard) sheet?.focus();
    // A press on the map closes the card, before a marker under it opens the next one.
    const close = () => onCloseRef.current();
    // Escape on the focused map closes it too, as it closes a popup.
    const closeOnEscape = (event: L.LeafletKeyboardEvent) => {
      if (event.originalEvent.key === 'Escape') close();
    };
    map.on('preclick', close);
    map.on('keydown', closeOnEscape);
    map.on('resize', fit);
    return () => {
      map.off('preclick', close);
      map.off('keydown', closeOnEscape);
      map.off('resize', fit);
      // Focus was in the sheet, which is going: give it to the map, as a closing popup does.
      const focused = document.activeElement;
      if (!focused || focused === document.body || sheet?.contains(focused)) map.getContainer().focus();
    };
  }, [map, fit, byKeyboard]);

  return (
    <>
      <FocusRing latitude={at.lat} longitude={at.lng} />
      {createPortal(
        <section
          ref={sheetRef}
          role="group"
          aria-label={place.name || i18n._(PLACE_LOADING)}
          tabIndex={-1}
          data-place-sheet
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.stopPropagation();
            onCloseRef.current();
          }}
          className="absolute inset-x-0 bottom-0 z-[1030] max-h-[min(55vh,32rem)] overflow-y-auto rounded-t-2xl bg-white text-sm text-slate-900 shadow-[0_-12px_32px_-8px_rgb(15_23_42/0.35)] ring-1 ring-slate-900/10 focus-visible:outline-3 focus-visible:outline-offset-[-3px] focus-visible:outline-teal-700"
        >
          <button
            type="button"
            aria-label={i18n._('Close popup')}
            onClick={() => onCloseRef.current()}
            className="sticky top-2 z-20 float-right mr-2 -mb-10 grid size-9 place-items-center rounded-full bg-white/95 text-xl text-slate-800 shadow ring-1 ring-slate-900/10 hover:bg-white focus-visible:outline-3 focus-visible:outline-teal-700"
          >
            <span aria-hidden="true">×</span>
          </button>
          <Suspense fallback={<p className="p-4 font-semibold">{place.name || i18n._(PLACE_LOADING)}</p>}>
            <Fragment key={place.id}>{card(place, fit)}</Fragment>
          </Suspense>
        </section>,
        // Beside the map, not in it: Leaflet's panes would take its touches and scroll.
        map.getContainer().parentElement ?? document.body,
      )}
    </>
  );
}
