import { lazy, Suspense, useState } from 'react';
import { findPage, pageTitle } from '../../../shared/routes';
import { useOwner } from '../auth/api/use-owner';
import { useDeleteLocation } from './api/mutate-locations';
import { AddLocationModal } from './components/add-location-modal';
import { HomeActions } from './components/home-actions';
import { HomeError, HomeLoading } from './components/home-states';
import { ListView } from './components/list-view';
import { LocationDetailModal } from './components/location-detail-modal';
import { SuggestPlaceModal } from './components/suggest-place-modal';
import { useFilteredPlaces } from './hooks/use-filtered-places';
import { useHomeState } from './hooks/use-home-state';

// Leaflet is its own chunk, loaded only when the map is shown.
const MapView = lazy(async () => ({ default: (await import('../map/components/map-view')).MapView }));

const PAGE = findPage('/');
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
      <title>{pageTitle(PAGE?.title ?? 'Interactive Travel Map')}</title>
      <h1 className="sr-only">Interactive Travel Map</h1>
      {content}
      <HomeActions isOwner={isOwner} onAdd={() => setAdding(true)} onSuggest={() => setSuggesting(true)} />
      {isOwner && <AddLocationModal open={adding} onOpenChange={setAdding} />}
      <SuggestPlaceModal open={suggesting} onOpenChange={setSuggesting} />
      <LocationDetailModal
        id={selectedId}
        startInEdit={editId !== null && editId === selectedId}
        onClose={() => {
          setEditId(null);
          select(undefined);
        }}
      />
    </>
  );
}
