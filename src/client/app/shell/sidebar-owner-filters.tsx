import { useMemo, useState } from 'react';
import { OWNER_FILTERS, passesOwnerFilter, type Filters, type OwnerFilter } from '#shared/filters.ts';
import type { MapPlace } from '#shared/map-data.ts';
import { FilterIcon } from '#client/components/ui/icons.tsx';
import { i18n } from '#client/lib/i18n.ts';
import { SidebarSection } from './sidebar-section';

/** The filters' names (shared/filters.ts has them in English), translated at render. */
const LABELS: Record<OwnerFilter, string> = {
  'no-photo': /*i18n*/ 'No photo',
  'no-video': /*i18n*/ 'No video',
  'no-country': /*i18n*/ 'No country',
  'no-visited-date': /*i18n*/ 'No visited date',
  'custom-type': /*i18n*/ 'Custom types',
  private: /*i18n*/ 'Private',
};

/**
 * The owner's filters (shown to the owner only, on the owner's map data): places without a photo,
 * video, country or visited date, of a custom type, or private. Ticked ones must all hold (`only=`).
 */
export function SidebarOwnerFilters({
  places,
  filters,
  setFilters,
}: {
  places: readonly MapPlace[];
  filters: Filters;
  setFilters: (update: Partial<Filters>) => void;
}) {
  const [collapsed, setCollapsed] = useState(false);
  const counts = useMemo(() => {
    const result = Object.fromEntries(OWNER_FILTERS.map((filter) => [filter, 0])) as Record<
      OwnerFilter,
      number
    >;
    for (const place of places)
      for (const filter of OWNER_FILTERS) if (passesOwnerFilter(place, filter) === true) result[filter] += 1;
    return result;
  }, [places]);
  const toggle = (filter: OwnerFilter) =>
    setFilters({
      only: filters.only.includes(filter)
        ? filters.only.filter((f) => f !== filter)
        : [...filters.only, filter],
    });

  return (
    <SidebarSection
      id="owner-filters"
      title={i18n._('Curate (only you)')}
      icon={FilterIcon}
      badge={filters.only.length > 0 ? filters.only.length : undefined}
      collapsed={collapsed}
      onToggle={() => setCollapsed((c) => !c)}
    >
      <ul className="space-y-0.5">
        {OWNER_FILTERS.map((filter) => (
          <li key={filter}>
            <label className="flex cursor-pointer items-center gap-2.5 rounded-lg px-1.5 py-1.5 text-sm text-slate-800 hover:bg-slate-50">
              <input
                type="checkbox"
                checked={filters.only.includes(filter)}
                onChange={() => toggle(filter)}
                aria-label={i18n._(LABELS[filter])}
                className="h-4 w-4 shrink-0 rounded accent-teal-700"
              />
              <span className="flex-1">{i18n._(LABELS[filter])}</span>
              <span className="text-xs font-medium text-slate-600 tabular-nums" aria-hidden="true">
                {counts[filter]}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </SidebarSection>
  );
}
