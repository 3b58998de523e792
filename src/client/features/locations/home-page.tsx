import { lazy, Suspense, useState } from 'react';
import { PageHead } from '../../components/page-head';
import { useOwner } from '../auth/api/use-owner';
import { useDeleteLocation } from './api/mutate-locations';
import { HomeActions } from './components/home-actions';
import { HomeError, HomeLoading } from './components/home-states';
import { useFilteredPlaces } from './hooks/use-filtered-places';
import { useHomeState } from './hooks/use-home-state';

// Each view and dialog is its own chunk, loaded when first shown: the map (Leaflet) only in map
// view, the virtualised list only in list view, the dialogs when first opened.
const MapView = lazy(async () => ({ default: (await import('../map/components/map-view')).MapView }));
const ListView = lazy(async () => ({ default: (await import('./components/list-view')).ListView }));
const AddLocationModal = lazy(async () => ({
  default: (await import('./components/add-location-modal')).AddLocationModal,
}));
const SuggestPlaceModal = lazy(async () => ({
  default: (await import('./components/suggest-place-modal')).SuggestPlaceModal,
}));
const LocationDetailModal = lazy(async () => ({
  default: (await import('./components/location-detail-modal')).LocationDetailModal,
}));

/** True from the first time `open` is true: a dialog stays mounted (keeping its draft) once opened. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

const MAP_HEIGHT = 'relative h-[calc(100dvh-var(--header-h))]';

/** `/`: the map or the list of the filtered places, the detail modal, and adding or suggesting a place. */
export function HomePage() {
  const { filters, view, selectedId, select } = useHomeState();
  const { all, filtered, isLoading, error, refetch } = useFilteredPlaces(filters);
  const { isOwner } = useOwner();
  const remove = useDeleteLocation();
  const [adding, setAdding] = useState(false);
  const [suggesting, setSuggesting] = useState(false);
  // The list's Edit opens the detail modal straight in edit mode.
  const [editId, setEditId] = useState<number | null>(null);
  const addOpened = useOpenedOnce(adding);
  const suggestOpened = useOpenedOnce(suggesting);
  const detailOpened = useOpenedOnce(selectedId !== undefined);

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
          places={filtered}
          onView={select}
          onEdit={
            isOwner
              ? (id) => {
                  setEditId(id);
                  select(id);
                }
              : undefined
          }
          onDelete={isOwner ? (id) => remove.mutate(id) : undefined}
        />
      </Suspense>
    );
  } else {
    content = (
      <div className={MAP_HEIGHT}>
        <Suspense fallback={<HomeLoading />}>
          <MapView places={filtered} onExplore={select} />
        </Suspense>
      </div>
    );
  }

  return (
    <>
      <PageHead path="/" />
      <h1 className="sr-only">Interactive Travel Map</h1>
      {content}
      <HomeActions isOwner={isOwner} onAdd={() => setAdding(true)} onSuggest={() => setSuggesting(true)} />
      {isOwner && addOpened && (
        <Suspense fallback={null}>
          <AddLocationModal open={adding} onOpenChange={setAdding} />
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
            onClose={() => {
              setEditId(null);
              select(undefined);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
