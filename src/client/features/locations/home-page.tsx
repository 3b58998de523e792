import { MapView } from '../map/components/map-view';
import { ListView } from './components/list-view';
import { useFilteredPlaces } from './hooks/use-filtered-places';
import { useHomeState } from './hooks/use-home-state';

// A minimal home page wiring the map and list views to the URL state; the full page (modals,
// owner actions) replaces it.
export function HomePage() {
  const { filters, view, select } = useHomeState();
  const { filtered } = useFilteredPlaces(filters);
  return (
    <>
      <h1 className="sr-only">Interactive Travel Map</h1>
      {view === 'list' ? (
        <ListView places={filtered} onView={select} />
      ) : (
        <div className="h-[calc(100dvh-var(--header-h))]">
          <MapView places={filtered} onExplore={select} />
        </div>
      )}
    </>
  );
}
