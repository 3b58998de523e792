import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { lazy, Suspense, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { PlaceSummary } from '#shared/map-data.ts';
import type { SortKey } from '#shared/place-order.ts';
import { usePlaces } from '../api/get-places';
import type { SelectionActions } from './bulk-action-bar';
import { useSelection } from '../hooks/use-selection';
import { LocationCard } from './location-card';
import { ListEmptyState, ListNamesError, ListSkeleton } from './list-states';
import { SortSelect } from './sort-select';
import { i18n } from '#client/lib/i18n.ts';

interface ListViewProps {
  /** The filtered places, in the chosen order. */
  places: PlaceSummary[];
  sort: SortKey;
  onSortChange: (sort: SortKey) => void;
  onView: (id: number) => void;
  /** Given for the owner only: the cards then show Edit and Delete. */
  onEdit?: (id: number) => void;
  onDelete?: (id: number) => void;
  /** The owner's list: a checkbox per card and the bulk actions. */
  selectable?: boolean;
  /** Shown instead of the cards when no place passes the filters (else: no places yet). */
  empty?: ReactNode;
  /** Another feature's actions in the bulk bar (Make a trip), from the app layer. */
  selectionActions?: SelectionActions;
  /** Said under the heading while the search may yet find more places (the count may grow). */
  searchNote?: string;
}

// Owner-only: its own chunk, loaded the first time the owner opens the list.
const BulkActionBar = lazy(async () => ({ default: (await import('./bulk-action-bar')).BulkActionBar }));

/** Card rows are about this tall (a card plus the gap); each row is measured once shown. */
const ROW_ESTIMATE = 424;
const OVERSCAN_ROWS = 2;

/** One column on phones, two on tablets, three on wide screens (by the list's own width). */
export function columnsFor(width: number): number {
  if (width >= 1000) return 3;
  if (width >= 600) return 2;
  return 1;
}

/**
 * Every filtered place as a card, in a responsive grid that scrolls with the page. Only the
 * rows on screen (and a couple either side) are in the DOM, however many places there are.
 */
export function ListView({
  places,
  sort,
  onSortChange,
  onView,
  onEdit,
  onDelete,
  selectable = false,
  empty,
  selectionActions,
  searchNote,
}: ListViewProps) {
  // The cards show names: a visitor's are asked for with the list.
  const { isPending, namesPending, namesError, retryNames } = usePlaces({ names: true });
  const isLoading = isPending || namesPending;
  const gridRef = useRef<HTMLDivElement>(null);
  const [layout, setLayout] = useState({ columns: 1, offset: 0 });
  const headingId = useId();
  const hasGrid = !isLoading && places.length > 0;
  const ids = useMemo(() => places.map((place) => place.id), [places]);
  const selection = useSelection(ids);

  // The grid's width decides the columns; its distance from the page top is the virtualizer's margin.
  useLayoutEffect(() => {
    const grid = gridRef.current;
    if (!grid) return;
    const measure = () => {
      const rect = grid.getBoundingClientRect();
      const next = { columns: columnsFor(rect.width), offset: Math.round(rect.top + window.scrollY) };
      setLayout((current) =>
        current.columns === next.columns && current.offset === next.offset ? current : next,
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(grid);
    return () => observer.disconnect();
  }, [hasGrid]);

  const { columns, offset } = layout;
  const rows = Math.ceil(places.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => ROW_ESTIMATE,
    overscan: OVERSCAN_ROWS,
    scrollMargin: offset,
  });

  return (
    <section aria-labelledby={headingId} className="mx-auto w-full max-w-7xl px-4 py-5 sm:px-6 sm:py-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-bold text-slate-900 sm:text-2xl">
          {/* No count until the places (and a visitor's names) are in: a count of 0 would be false. */}
          {isLoading ? i18n._('All Locations') : i18n._('All Locations ({count})', { count: places.length })}
        </h2>
        <SortSelect value={sort} onChange={onSortChange} />
      </div>
      <p role="status" className="-mt-2 mb-3 text-sm text-slate-600 empty:hidden">
        {isLoading ? '' : searchNote}
      </p>
      {namesError ? (
        <ListNamesError error={namesError} onRetry={() => void retryNames()} />
      ) : isLoading ? (
        <ListSkeleton />
      ) : places.length === 0 ? (
        (empty ?? <ListEmptyState />)
      ) : (
        <div ref={gridRef} className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((row) => (
            <div
              key={row.key}
              data-index={row.index}
              ref={virtualizer.measureElement}
              className="absolute top-0 start-0 grid w-full gap-4 pb-4 sm:gap-5 sm:pb-5"
              style={{
                transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
                gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              }}
            >
              {places.slice(row.index * columns, row.index * columns + columns).map((place) => (
                <LocationCard
                  key={place.id}
                  place={place}
                  onView={onView}
                  onEdit={onEdit}
                  onDelete={onDelete}
                  selected={selectable ? selection.selected.has(place.id) : undefined}
                  onSelect={selectable ? selection.toggle : undefined}
                />
              ))}
            </div>
          ))}
        </div>
      )}
      {selectable && hasGrid && (
        <Suspense fallback={null}>
          <BulkActionBar
            selection={selection}
            shown={places.length}
            orderedIds={() => ids.filter((id) => selection.selected.has(id))}
            selectionActions={selectionActions}
          />
        </Suspense>
      )}
    </section>
  );
}
