import { STATUS_COLORS, type LocationStatus } from '../../../../shared/location';
import type { PlaceSummary } from '../../../../shared/map-data';

const ROWS: { status: LocationStatus; label: string }[] = [
  { status: 'visited', label: 'Visited' },
  { status: 'planned', label: 'Planned' },
  { status: 'wishlist', label: 'Wishlist' },
];

export function countByStatus(places: readonly PlaceSummary[]): Record<LocationStatus, number> {
  const counts: Record<LocationStatus, number> = { visited: 0, planned: 0, wishlist: 0 };
  for (const place of places) counts[place.status]++;
  return counts;
}

const PANEL = 'pointer-events-auto rounded-xl bg-white/95 shadow-lg ring-1 ring-slate-900/10 backdrop-blur';

/** Bottom-left: how many of the shown places are visited, planned and wishlisted. */
export function MapLegend({ counts }: { counts: Record<LocationStatus, number> }) {
  return (
    <section aria-label="Map legend" className={`${PANEL} px-3 py-2.5 text-sm`}>
      <ul className="space-y-1">
        {ROWS.map(({ status, label }) => (
          <li key={status} className="flex items-center gap-2">
            <span
              className="size-3 rounded-full ring-2 ring-white shadow-[0_0_0_1px_rgb(15_23_42/0.25)]"
              style={{ backgroundColor: STATUS_COLORS[status] }}
              aria-hidden="true"
            />
            <span className="text-slate-700">{label}</span>
            <span className="ml-auto pl-3 font-semibold text-slate-900 tabular-nums">
              {counts[status].toLocaleString('en-US')}
            </span>
          </li>
        ))}
        <li className="flex items-center gap-2 border-t border-slate-200 pt-1">
          <span className="size-2 rounded-full bg-red-600 ring-2 ring-white" aria-hidden="true" />
          <span className="text-xs text-slate-600">Has videos</span>
        </li>
      </ul>
    </section>
  );
}

/** Top-right: how many places the map shows. */
export function MarkerCountBadge({ count }: { count: number }) {
  return (
    <div className={`${PANEL} px-3 py-2 text-right`} role="status">
      <p className="text-sm font-bold text-slate-900">
        {count.toLocaleString('en-US')} {count === 1 ? 'location' : 'locations'}
      </p>
      <p className="text-xs text-slate-600">All markers should be visible</p>
    </div>
  );
}
