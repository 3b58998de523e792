import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useOwner } from '#client/lib/use-owner.ts';
import { hasFilters } from '#shared/filters.ts';
import { usStateOf } from '#shared/geo/regions.ts';
import { usePlaces } from '#client/features/locations/api/get-places.ts';
import { cn } from '#client/components/ui/cn.ts';
import { ChevronLeftIcon } from '#client/components/ui/icons.tsx';
import { useHomeState } from '../home-state/home-state';
import { useSidebarState, type SectionKey } from './use-sidebar-state';
import { SidebarRail } from './sidebar-rail';
import { i18n } from '#client/lib/i18n.ts';

// The expanded panel's sections load when it is first opened: the panel starts collapsed.
const SidebarSections = lazy(async () => ({ default: (await import('./sidebar-sections')).SidebarSections }));

const PHONE_QUERY = '(max-width: 767px)';
const NO_PLACES: never[] = [];

/**
 * The side panel beside every route: view mode, overview and filters. It collapses to a narrow
 * icon bar (w-16, the default) and expands to w-80; on phones the expanded panel overlays the
 * content over a backdrop that closes it.
 */
export function Sidebar() {
  const { collapsed, setCollapsed, sections, setSection } = useSidebarState();
  const { isHome, filters, setFilters, clearFilters, view, setView } = useHomeState();
  const places = usePlaces().data ?? NO_PLACES;
  // The rail shows the US States and Tags buttons only when some place has one. The facets
  // themselves are counted by the expanded panel's sections, loaded with them.
  const hasStates = useMemo(() => places.some((place) => usStateOf(place) !== null), [places]);
  const hasTags = useMemo(() => places.some((place) => place.tags !== undefined), [places]);
  const { isOwner } = useOwner();
  const active = hasFilters(filters);

  // On phones the open panel is an overlay: Escape closes it, like the backdrop does.
  useEffect(() => {
    if (collapsed) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && window.matchMedia(PHONE_QUERY).matches) setCollapsed(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [collapsed, setCollapsed]);

  const openSection = (key: SectionKey) => {
    setSection(key, false);
    setCollapsed(false);
  };

  return (
    <>
      {/* Keeps the content beside the fixed panel; on phones only the icon bar takes room. */}
      <div className={cn('shrink-0', collapsed ? 'w-16' : 'w-16 md:w-80')} aria-hidden="true" />
      {!collapsed && (
        <div
          className="theme-light fixed inset-x-0 top-(--header-h) bottom-0 z-[1040] bg-slate-900/40 md:hidden"
          onClick={() => setCollapsed(true)}
          aria-hidden="true"
        />
      )}
      <aside
        id="sidebar"
        aria-label={i18n._('Explore and filter')}
        className={cn(
          'fixed top-(--header-h) bottom-0 start-0 z-[1050] flex flex-col border-e border-slate-200 bg-white',
          collapsed ? 'w-16' : 'w-80 max-w-[85vw] shadow-2xl md:shadow-none',
        )}
      >
        {collapsed ? (
          <SidebarRail
            view={isHome ? view : undefined}
            setView={setView}
            hasStates={hasStates}
            hasTags={hasTags}
            active={active}
            onExpand={() => setCollapsed(false)}
            onOpenSection={openSection}
            onClear={clearFilters}
          />
        ) : (
          <>
            <div className="flex items-center gap-2 border-b border-slate-200 px-4 py-3">
              <p className="flex-1 text-base font-bold text-slate-900">{i18n._('Explore')}</p>
              {active && (
                <button
                  type="button"
                  onClick={clearFilters}
                  className="rounded-lg px-2 py-1 text-sm font-semibold text-teal-800 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-teal-700"
                >
                  {i18n._('Clear filters')}
                </button>
              )}
              <button
                type="button"
                onClick={() => setCollapsed(true)}
                aria-label={i18n._('Collapse sidebar')}
                aria-expanded="true"
                aria-controls="sidebar"
                className="inline-flex h-9 w-9 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-700"
              >
                <ChevronLeftIcon size={18} />
              </button>
            </div>
            <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain pb-6">
              <Suspense
                fallback={<p className="px-4 py-3 text-sm text-slate-600">{i18n._('Loading filters…')}</p>}
              >
                <SidebarSections
                  view={isHome ? view : undefined}
                  setView={setView}
                  filters={filters}
                  setFilters={setFilters}
                  places={places}
                  sections={sections}
                  setSection={setSection}
                  ownerPlaces={isOwner ? places : undefined}
                />
              </Suspense>
            </div>
          </>
        )}
      </aside>
    </>
  );
}
