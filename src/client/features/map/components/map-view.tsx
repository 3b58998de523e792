import 'leaflet/dist/leaflet.css';
import '../map.css';
import type { LatLng, Map as LeafletMap } from 'leaflet';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { PlaceSummary } from '#shared/map-data.ts';
import { ThemedTileLayer } from '#client/components/map/themed-tile-layer.tsx';
import { useQuery } from '@tanstack/react-query';
import { siteConfigQuery } from '#client/lib/site-config.ts';
import { SPEC_VIEW } from '#shared/spec-view.ts';
import { FOCUS_ZOOM, KEYBOARD_PAN_STEP, MAX_ZOOM, OSM_ATTRIBUTION } from '../map-constants';
import { countByStatus, MapLegend, MarkerCountBadge } from './map-legend';
import type { OpenedBy } from '../canvas-markers-layer';
import { peekEarlyMap } from '../early-handoff';
import { pageView } from '../page-view';
import { prepareMarkerPainting } from '../first-paint';
import { useResultsInView } from '../use-results-in-view';
import { ResetViewControl, ShowResultsButton } from './map-controls';
import { MarkersLayer } from './markers-layer';
import { FocusRing } from './focus-ring';
import { QueuedArrowKeys } from './queued-arrow-keys';
import type { PopupCard } from './place-popup';
import { PointerFocus } from './pointer-focus';
import { Overlay } from './map-overlay';
import { DescribeMap, ExposeMapForTests, ViewMap } from './view-map';
import { i18n } from '#client/lib/i18n.ts';

// A marker's popup comes once the visitor reaches for the map (a pointer over it, or focus in it),
// not with the page: the home page's first load has no room to spare.
const loadPlacePopup = () => import('./place-popup');
const PlacePopup = lazy(async () => ({ default: (await loadPlacePopup()).PlacePopup }));
const preparePopup = () => void loadPlacePopup();

interface MapViewProps {
  /** The filtered places. */
  places: PlaceSummary[];
  /** What a marker's popup shows (the app layer gives the locations feature's card). */
  popupCard: PopupCard;
  /** Extra map layers (rendered inside the map, with access to useMap). */
  children?: ReactNode;
  /** Controls over the map's top-left corner, under the zoom buttons. */
  overlay?: ReactNode;
  /** While the owner places a pin, a click is for the pin: markers open no popup. */
  picking?: boolean;
  /** The place a page is about: the map opens centred on it, with a ring around its marker. */
  focus?: { latitude: number; longitude: number };
  /**
   * Names the filters behind `places` ('' for none). Given, the map brings the results into view
   * when they change (or offers to, once the visitor has moved it) and has a Reset view control.
   */
  filtersKey?: string;
  /** A place whose details are open: the map shows it if it is out of view. */
  target?: { latitude: number; longitude: number };
  /** Shown over the map when no place passes the filters. */
  empty?: ReactNode;
  /** Said by the count's badge while the search may yet find more places. */
  searchNote?: string;
}

interface Selection {
  place: PlaceSummary;
  /** Where the popup points: the place in the world copy that was clicked. */
  at: LatLng;
  /** A click on the open marker closes and reopens its popup; a new key makes that a new popup. */
  key: number;
  by: OpenedBy;
}

const KEYBOARD_MISS =
  /*i18n*/ 'No place under the ring. Move the map with the arrow keys, or zoom in with +.';

/** The full-height map of the filtered places; the parent gives it its height. */
export function MapView({
  places,
  popupCard,
  children,
  overlay,
  picking = false,
  focus,
  filtersKey,
  target,
  empty,
  searchNote,
}: MapViewProps) {
  const [map, setMap] = useState<LeafletMap | null>(null);
  // The owner's opening view: the site's answer, or the page's until it comes (opening-view.ts).
  const opening = useQuery(siteConfigQuery).data?.view ?? pageView() ?? SPEC_VIEW;
  const results = useResultsInView({ map, places, filtersKey, target, opening });
  const [selection, setSelection] = useState<Selection | null>(null);
  const clicks = useRef(0);
  const keysId = useId();
  // What a screen reader hears after Enter on the map finds no place (a new value each time).
  const [announcement, setAnnouncement] = useState('');
  const counts = useMemo(() => countByStatus(places), [places]);
  // A visitor's home page may have painted its map before the app started: the view takes it over.
  const [early] = useState(() => (focus ? undefined : peekEarlyMap()));
  // Leaflet's map (its tiles, and the markers a frame later) is created, or the early map taken
  // over, once the page around it has been laid out and painted: at start-up the page's first
  // layout is the browser's own work, not part of one long task that also creates the map. The
  // early map shows in its own frame, in the same place, until then.
  const [create, setCreate] = useState(false);
  useEffect(() => {
    let prepare: ReturnType<typeof setTimeout> | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      // First, in a task of its own after the page's first frame, the markers' sprites and
      // painting code get ready (first-paint.ts); the early map's have painted already.
      if (!early) prepare = setTimeout(() => prepareMarkerPainting());
      timer = setTimeout(() => setCreate(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(prepare);
      clearTimeout(timer);
    };
  }, [early]);

  // A place the filters no longer show loses its popup.
  // The popup shows the place as the list now has it (its name, once a visitor's names have come).
  const selectedId = selection?.place.id;
  const selectedPlace = useMemo(
    () => (selectedId === undefined ? undefined : places.find((p) => p.id === selectedId)),
    [places, selectedId],
  );
  const shownSelection = selectedPlace && !picking ? selection : null;

  return (
    // The map's own background until Leaflet's map is created.
    <div
      className="fru-map relative h-full min-h-80 w-full bg-slate-200"
      data-map-view
      onPointerOver={preparePopup}
      onFocus={preparePopup}
    >
      {create && (
        <ViewMap
          early={early}
          view={focus ? [focus.latitude, focus.longitude, FOCUS_ZOOM] : opening}
          onMap={setMap}
        >
          <ThemedTileLayer attribution={OSM_ATTRIBUTION} maxZoom={MAX_ZOOM} />
          {focus && <FocusRing latitude={focus.latitude} longitude={focus.longitude} />}
          <MarkersLayer
            places={places}
            adopt={early}
            onMarkerClick={(place, at, by) => {
              if (!picking) setSelection({ place, at, by, key: ++clicks.current });
            }}
            onKeyboardMiss={() => {
              const miss = i18n._(KEYBOARD_MISS);
              setAnnouncement((previous) => (previous === miss ? `${miss}\u00a0` : miss));
            }}
          />
          {shownSelection && (
            <Suspense fallback={null}>
              <PlacePopup
                key={shownSelection.key}
                place={selectedPlace ?? shownSelection.place}
                at={shownSelection.at}
                onClose={() => setSelection(null)}
                card={popupCard}
                byKeyboard={shownSelection.by === 'keyboard'}
              />
            </Suspense>
          )}
          {filtersKey !== undefined && <ResetViewControl onReset={results.resetView} />}
          <DescribeMap by={keysId} />
          <PointerFocus />
          <QueuedArrowKeys step={KEYBOARD_PAN_STEP} />
          <ExposeMapForTests />
          {children}
        </ViewMap>
      )}
      {/* On a phone an open popup needs the whole map; the badge and legend step aside. */}
      <Overlay className={`top-3 right-3 ${shownSelection ? 'max-sm:hidden' : ''}`}>
        <MarkerCountBadge count={places.length} searchNote={searchNote} />
      </Overlay>
      {/* Under the zoom buttons, and under Reset view when the map has it. */}
      {overlay && (
        <Overlay className={`left-3 ${filtersKey === undefined ? 'top-22' : 'top-32'}`}>{overlay}</Overlay>
      )}
      {results.offer && (
        <Overlay className="top-3 left-1/2 -translate-x-1/2">
          <ShowResultsButton count={places.length} onClick={results.showResults} />
        </Overlay>
      )}
      {places.length === 0 && empty && (
        <Overlay className="inset-x-3 top-1/2 flex -translate-y-1/2 justify-center">{empty}</Overlay>
      )}
      {/* Below 360 px the legend and the floating button do not fit side by side: it sits above it. */}
      <Overlay className={`bottom-6 left-3 max-[359px]:bottom-24 ${shownSelection ? 'max-sm:hidden' : ''}`}>
        <MapLegend counts={counts} />
      </Overlay>
      {/* Read out with the focused map, and shown while it has keyboard focus (map.css). */}
      <p id={keysId} className="fru-map-keys">
        {i18n._('Arrow keys move the map, + and − zoom. Enter opens the place in the ring at the centre.')}
      </p>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
