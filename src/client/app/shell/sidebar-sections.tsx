import { useState } from 'react';
import { type Filters, type ViewMode } from '#shared/filters.ts';
import { STATUS_GROUPS, statusRow, toggleStatusGroup } from '#shared/status.ts';
import { cn } from '#client/components/ui/cn.ts';
import {
  ChartIcon,
  CheckCircleIcon,
  FlagIcon,
  GlobeIcon,
  HashIcon,
  LayersIcon,
  ListIcon,
  MapIcon,
  TagIcon,
} from '#client/components/ui/icons.tsx';
import type { CollapsedSections, SectionKey } from './use-sidebar-state';
import { useLocationTypes } from '#client/features/locations/api/get-location-types.ts';
import { usePlaceSearch } from '#client/features/locations/api/search-places.ts';
import { useSidebarFacets } from './use-sidebar-facets';
import { SidebarFilterList } from './sidebar-filter-list';
import { SidebarSection } from './sidebar-section';
import { SidebarOwnerFilters } from './sidebar-owner-filters';
import { SidebarDownload } from './sidebar-download';
import type { MapPlace } from '#shared/map-data.ts';
import { statusLabel } from '#client/components/status-label.ts';
import { i18n } from '#client/lib/i18n.ts';

// docs/product/SPEC.md section 9: search boxes above 5 countries, above 5 states, above 8 types.
const SEARCH_ABOVE = { countries: 5, states: 5, types: 8, tags: 8 } as const;

const toggle = (list: readonly string[], value: string) =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

export interface SidebarSectionsProps {
  /** Undefined away from `/`: no view is pressed there. */
  view: ViewMode | undefined;
  setView: (view: ViewMode) => void;
  filters: Filters;
  setFilters: (update: Partial<Filters>) => void;
  /** Every place (the map data): the sections count them per country, state, type, tag and status. */
  places: readonly MapPlace[];
  sections: CollapsedSections;
  setSection: (key: SectionKey, collapsed: boolean) => void;
  /** The signed-in owner's places: the owner's own filters follow the others (visitors never see them). */
  ownerPlaces?: readonly MapPlace[];
}

/** The sections of the expanded sidebar: view, overview, the filters, then the download of what they select. */
export function SidebarSections({
  view,
  setView,
  filters,
  setFilters,
  places,
  sections,
  setSection,
  ownerPlaces,
}: SidebarSectionsProps) {
  const typeOptions = useLocationTypes();
  // The places found by address or notes count too (the same answer the map and list use).
  const { found } = usePlaceSearch(filters.search);
  const facets = useSidebarFacets(places, filters, typeOptions, found);
  // View Mode is not among the spec's stored keys, so its open state lives for this visit only.
  const [viewCollapsed, setViewCollapsed] = useState(false);
  const flip = (key: SectionKey) => () => setSection(key, !sections[key]);

  return (
    <>
      <SidebarSection
        id="view"
        title={i18n._('View Mode')}
        icon={LayersIcon}
        collapsed={viewCollapsed}
        onToggle={() => setViewCollapsed((c) => !c)}
      >
        <div
          className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1"
          role="group"
          aria-label={i18n._('View mode')}
        >
          {(['map', 'list'] as const).map((mode) => {
            const Icon = mode === 'map' ? MapIcon : ListIcon;
            return (
              <button
                key={mode}
                type="button"
                aria-pressed={view === mode}
                onClick={() => setView(mode)}
                className={cn(
                  'flex items-center justify-center gap-2 rounded-lg py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-teal-700',
                  view === mode ? 'bg-white text-teal-800 shadow-sm' : 'text-slate-700 hover:text-slate-900',
                )}
              >
                <Icon size={16} />
                {mode === 'map' ? i18n._('Map') : i18n._('List')}
              </button>
            );
          })}
        </div>
      </SidebarSection>

      <SidebarSection
        id="overview"
        title={i18n._('Content Overview')}
        icon={ChartIcon}
        collapsed={sections.overview}
        onToggle={flip('overview')}
      >
        <dl className="grid grid-cols-2 gap-2">
          {STATUS_GROUPS.map((group) => (
            <div key={group.value} className={cn('rounded-xl p-3', statusRow(group.value).badge)}>
              <dt className="text-xs font-medium">{statusLabel(group.value)}</dt>
              <dd className="text-2xl font-bold tabular-nums">{facets.groups[group.value]}</dd>
            </div>
          ))}
        </dl>
      </SidebarSection>

      <SidebarSection
        id="countries"
        title={i18n._('Countries')}
        icon={GlobeIcon}
        badge={facets.countries.length}
        collapsed={sections.countries}
        onToggle={flip('countries')}
      >
        <SidebarFilterList
          items={facets.countries}
          selected={filters.countries}
          onToggle={(value) => setFilters({ countries: toggle(filters.countries, value) })}
          searchAbove={SEARCH_ABOVE.countries}
          searchLabel={i18n._('Search countries')}
          emptyText={i18n._('No countries match the other filters.')}
        />
      </SidebarSection>

      {facets.states.length > 0 && (
        <SidebarSection
          id="states"
          title={i18n._('US States')}
          icon={FlagIcon}
          badge={facets.states.length}
          collapsed={sections.states}
          onToggle={flip('states')}
        >
          <SidebarFilterList
            items={facets.states}
            selected={filters.states}
            onToggle={(value) => setFilters({ states: toggle(filters.states, value) })}
            searchAbove={SEARCH_ABOVE.states}
            searchLabel={i18n._('Search states')}
          />
        </SidebarSection>
      )}

      <SidebarSection
        id="types"
        title={i18n._('Places by Type')}
        icon={TagIcon}
        badge={facets.types.length}
        collapsed={sections.types}
        onToggle={flip('types')}
      >
        <SidebarFilterList
          items={facets.types}
          selected={filters.types}
          onToggle={(value) => setFilters({ types: toggle(filters.types, value) })}
          searchAbove={SEARCH_ABOVE.types}
          searchLabel={i18n._('Search types')}
        />
      </SidebarSection>

      {(facets.tags.length > 0 || filters.tags.length > 0) && (
        <SidebarSection
          id="tags"
          title={i18n._('Tags')}
          icon={HashIcon}
          badge={facets.tags.length}
          collapsed={sections.tags}
          onToggle={flip('tags')}
        >
          <SidebarFilterList
            items={facets.tags}
            selected={filters.tags}
            onToggle={(value) => setFilters({ tags: toggle(filters.tags, value) })}
            searchAbove={SEARCH_ABOVE.tags}
            searchLabel={i18n._('Search tags')}
          />
        </SidebarSection>
      )}

      <SidebarSection
        id="status"
        title={i18n._('Visit Status')}
        icon={CheckCircleIcon}
        collapsed={sections.status}
        onToggle={flip('status')}
      >
        <ul className="space-y-0.5">
          {STATUS_GROUPS.map((group) => ({
            group: group.value,
            label: statusLabel(group.value),
            count: facets.groups[group.value],
            ticked: group.members.every((status) => filters.statuses.includes(status)),
            color: group.color,
          })).map((row) => (
            <li key={row.group}>
              <label className="flex cursor-pointer items-center gap-2.5 rounded-lg px-1.5 py-1.5 text-sm text-slate-800 hover:bg-slate-50">
                <input
                  type="checkbox"
                  checked={row.ticked}
                  onChange={() => setFilters({ statuses: toggleStatusGroup(filters.statuses, row.group) })}
                  aria-label={row.label}
                  className="h-4 w-4 shrink-0 rounded accent-teal-700"
                />
                <span
                  className="h-2.5 w-2.5 shrink-0 rounded-full"
                  style={{ backgroundColor: row.color }}
                  aria-hidden="true"
                />
                <span className="flex-1">{row.label}</span>
                <span className="text-xs font-medium text-slate-600 tabular-nums" aria-hidden="true">
                  {row.count}
                </span>
              </label>
            </li>
          ))}
        </ul>
      </SidebarSection>
      {ownerPlaces && <SidebarOwnerFilters places={ownerPlaces} filters={filters} setFilters={setFilters} />}
      <SidebarDownload places={places} filters={filters} found={found} />
    </>
  );
}
