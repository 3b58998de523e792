import { Suspense, useEffect, useMemo, useState } from 'react';
import { useOwner } from '#client/lib/use-owner.ts';
import { hasFilters } from '#shared/filters.ts';
import { PageHead } from '#client/components/page-head.tsx';
import { discardEarlyMap } from '#client/features/map/early-handoff.ts';
import type { PinPosition } from '#client/features/geo/components/pin-picker.tsx';
import { ShadingToggle } from '#client/features/geo/components/shading-toggle.tsx';
import { MapToggle } from '#client/components/ui/map-toggle.tsx';
import { useVisitedShading } from '#client/features/geo/hooks/use-visited-shading.ts';
import { TripsToggle, useTripLines } from '#client/features/trips/home/trips-toggle.tsx';
import { useFilteredPlaces } from '#client/features/locations/hooks/use-filtered-places.ts';
import { usePageShortcuts } from '#client/lib/shortcuts.ts';
import { useHomeState } from '../home-state/home-state';
import { HomeActions } from './home-actions';
import { HomeError, HomeLoading, NoResults } from './home-states';
import { ListView, MapView } from './lazy-views';
import {
  AddLocationModal,
  HomeEmbedDialog,
  LocationDetailModal,
  makeTrip,
  NearMePanel,
  OwnerDelete,
  PickBanner,
  PinPicker,
  PlacePopupCard,
  PlaceTrips,
  SuggestPlaceModal,
  TripLinesLayer,
  VisitedShadingLayer,
} from './home-chunks';
import { i18n } from '#client/lib/i18n.ts';

/** True from the first time `open` is true: a dialog stays mounted (keeping its draft) once opened. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

const MAP_HEIGHT = 'relative h-[calc(100dvh-var(--header-h))]';

/** The owner placing a pin for the Add Location form: where it is, and whom to tell. */
interface PinPick {
  position: PinPosition | null;
  done: (at: PinPosition | null) => void;
}

/** `/`: the map or the list of the filtered places, the detail modal, and adding or suggesting a place. */
export function HomePage() {
  const { shownFilters, view, sort, setSort, selectedId, select, clearFilters } = useHomeState();
  // Near me names the places it lists: a visitor's names are read once it opens.
  const [nearMe, setNearMe] = useState(false);
  const { all, filtered, ordered, searching, isLoading, error, refetch } = useFilteredPlaces(
    shownFilters,
    sort,
    { names: nearMe },
  );
  const { isOwner } = useOwner();
  // A visitor who leaves before the map view has taken the early map over leaves it behind.
  useEffect(() => discardEarlyMap, []);
  const [remove, setRemove] = useState<((id: number) => void) | null>(null);
  const [adding, setAdding] = useState(false);
  const [suggesting, setSuggesting] = useState(false);
  const [pick, setPick] = useState<PinPick | null>(null);
  const [shading, setShading] = useVisitedShading();
  const [tripLines, setTripLines] = useTripLines();
  const picking = pick !== null && view === 'map';
  // The list's Edit opens the detail modal straight in edit mode.
  const [editId, setEditId] = useState<number | null>(null);
  const addOpened = useOpenedOnce(adding);
  const suggestOpened = useOpenedOnce(suggesting);
  const detailOpened = useOpenedOnce(selectedId !== undefined);
  const [embedding, setEmbedding] = useState<{ id: number; name: string } | null>(null);
  // The map brings the results into view when the filters change, and shows an opened place.
  const filtering = hasFilters(shownFilters);
  const filtersKey = useMemo(
    () => (filtering ? JSON.stringify(shownFilters) : ''),
    [filtering, shownFilters],
  );
  const target = useMemo(() => all.find((place) => place.id === selectedId), [all, selectedId]);
  // Until the server has looked in addresses and notes, the count may grow: the views say so.
  const searchNote = searching ? i18n._('Looking in addresses and notes…') : undefined;
  // Not while the search still waits for names or for the server: it may yet find places.
  const noResults = filtering && !searching ? <NoResults onClear={clearFilters} /> : undefined;

  // J and K walk the places in the order the list shows them (filtered, and sorted if asked).
  const step = (delta: 1 | -1) => {
    const at = selectedId === undefined ? -1 : ordered.findIndex((place) => place.id === selectedId);
    const next = at === -1 ? (delta === 1 ? ordered[0] : ordered.at(-1)) : ordered[at + delta];
    if (next) select(next.id);
  };
  // With no dialog open; the detail modal takes J, K, E and Delete itself.
  usePageShortcuts(
    [
      { key: 'n', run: () => !picking && setAdding(true) },
      { key: 'j', run: () => step(1) },
      { key: 'k', run: () => step(-1) },
    ],
    isOwner,
  );

  let content;
  if (isLoading) {
    content = (
      <div className={MAP_HEIGHT}>
        <HomeLoading />
      </div>
    );
  } else if (error && all.length === 0) {
    content = (
      <div className={MAP_HEIGHT}>
        <HomeError error={error} onRetry={() => void refetch()} />
      </div>
    );
  } else if (view === 'list') {
    // The list scrolls with the page (it is virtualised against the window).
    content = (
      <Suspense fallback={<HomeLoading />}>
        <ListView
          places={ordered}
          sort={sort}
          onSortChange={setSort}
          onView={select}
          onEdit={
            isOwner
              ? (id) => {
                  setEditId(id);
                  select(id);
                }
              : undefined
          }
          onDelete={(isOwner && remove) || undefined}
          selectable={isOwner}
          selectionActions={makeTrip}
          empty={noResults}
          searchNote={searchNote}
        />
      </Suspense>
    );
  } else {
    content = (
      <div className={MAP_HEIGHT}>
        <Suspense fallback={<HomeLoading />}>
          <MapView
            places={filtered}
            popupCard={(place, onLayout) => (
              <>
                <PlacePopupCard
                  place={place}
                  onExplore={select}
                  onDelete={(isOwner && remove) || undefined}
                  onLayout={onLayout}
                />
                {tripLines && <PlaceTrips placeId={place.id} onLayout={onLayout} />}
              </>
            )}
            picking={picking}
            filtersKey={filtersKey}
            target={target}
            empty={noResults}
            searchNote={searchNote}
            overlay={
              <div className="flex flex-wrap gap-2">
                <ShadingToggle on={shading} onChange={setShading} className="pointer-events-auto" />
                <TripsToggle on={tripLines} onChange={setTripLines} className="pointer-events-auto" />
                <MapToggle on={nearMe} onChange={setNearMe} icon={null} className="pointer-events-auto">
                  {i18n._('Near me')}
                </MapToggle>
                {nearMe && (
                  <Suspense fallback={null}>
                    <NearMePanel places={filtered} onClose={() => setNearMe(false)} />
                  </Suspense>
                )}
              </div>
            }
          >
            {tripLines && (
              <Suspense fallback={null}>
                <TripLinesLayer />
              </Suspense>
            )}
            {shading && (
              <Suspense fallback={null}>
                <VisitedShadingLayer />
              </Suspense>
            )}
            {pick && (
              <Suspense fallback={null}>
                <PinPicker
                  value={pick.position}
                  onChange={(position) => setPick((current) => current && { ...current, position })}
                />
              </Suspense>
            )}
          </MapView>
        </Suspense>
        {pick && (
          <Suspense fallback={null}>
            <PickBanner
              position={pick.position}
              onDone={() => {
                pick.done(pick.position);
                setPick(null);
              }}
              onCancel={() => {
                pick.done(null);
                setPick(null);
              }}
            />
          </Suspense>
        )}
      </div>
    );
  }

  return (
    <>
      <PageHead path="/" />
      <h1 className="sr-only">{i18n._('Interactive Travel Map')}</h1>
      {content}
      {isOwner && (
        <Suspense fallback={null}>
          <OwnerDelete onReady={setRemove} />
        </Suspense>
      )}
      {!picking && (
        <HomeActions isOwner={isOwner} onAdd={() => setAdding(true)} onSuggest={() => setSuggesting(true)} />
      )}
      {/* Open, it stays when the session is found ended: adding then asks to sign in again (lib/api.ts). */}
      {(isOwner || adding) && addOpened && (
        <Suspense fallback={null}>
          <AddLocationModal
            open={adding && !picking}
            onOpenChange={setAdding}
            // Picking needs the map on screen; in list view the coordinates are typed.
            onPickOnMap={view === 'map' ? (from, done) => setPick({ position: from, done }) : undefined}
          />
        </Suspense>
      )}
      {suggestOpened && (
        <Suspense fallback={null}>
          <SuggestPlaceModal open={suggesting} onOpenChange={setSuggesting} />
        </Suspense>
      )}
      {detailOpened && (
        <Suspense fallback={null}>
          <LocationDetailModal
            id={selectedId}
            startInEdit={editId !== null && editId === selectedId}
            onStep={step}
            onClose={() => {
              setEditId(null);
              select(undefined);
            }}
            onEmbed={isOwner ? (place) => setEmbedding({ id: place.id, name: place.name }) : undefined}
          />
        </Suspense>
      )}
      {embedding && (
        <Suspense fallback={null}>
          <HomeEmbedDialog open onOpenChange={(open) => !open && setEmbedding(null)} place={embedding} />
        </Suspense>
      )}
    </>
  );
}
