import { formatCount } from '#shared/format-count.ts';
import { STATUS_TABLE, type LocationStatus } from '#shared/status.ts';
import { i18n } from '#client/lib/i18n.ts';
import { isOne } from '#client/lib/intl.ts';

// The legend's counts come from the status table too; map-view reads them from here.
export { countByStatus } from '#shared/status.ts';

/** The statuses' names in the page's language (status.ts has the English). */
const statusLabel = (status: LocationStatus) =>
  ({ visited: i18n._('Visited'), planned: i18n._('Planned'), wishlist: i18n._('Wishlist') })[status];

const PANEL = 'pointer-events-auto rounded-xl bg-white/95 shadow-lg ring-1 ring-slate-900/10 backdrop-blur';

/** Bottom-left: how many of the shown places are visited, planned and wishlisted. */
export function MapLegend({ counts }: { counts: Record<LocationStatus, number> }) {
  return (
    <section aria-label={i18n._('Map legend')} className={`${PANEL} px-3 py-2.5 text-sm`}>
      <ul className="space-y-1">
        {STATUS_TABLE.map(({ value, color }) => (
          <li key={value} className="flex items-center gap-2">
            <span
              className="size-3 rounded-full ring-2 ring-white shadow-[0_0_0_1px_rgb(15_23_42/0.25)]"
              style={{ backgroundColor: color }}
              aria-hidden="true"
            />
            <span className="text-slate-700">{statusLabel(value)}</span>
            <span className="ml-auto pl-3 font-semibold text-slate-900 tabular-nums">
              {formatCount(counts[value])}
            </span>
          </li>
        ))}
        <li className="flex items-center gap-2 border-t border-slate-200 pt-1">
          <span className="size-2 rounded-full bg-red-600 ring-2 ring-white" aria-hidden="true" />
          <span className="text-xs text-slate-600">{i18n._('Has videos')}</span>
        </li>
      </ul>
    </section>
  );
}

/** Top-right: how many places the map shows, and, while more are being looked for, that they are. */
export function MarkerCountBadge({ count, searchNote }: { count: number; searchNote?: string }) {
  return (
    <div className={`${PANEL} px-3 py-2 text-right`} role="status">
      <p className="text-sm font-bold text-slate-900">
        {isOne(count)
          ? i18n._('{count} location', { count: formatCount(count) })
          : i18n._('{count} locations', { count: formatCount(count) })}
      </p>
      {searchNote ? (
        <p className="text-xs text-slate-600">{searchNote}</p>
      ) : (
        // Nothing to see on an empty map: the message in its middle says why.
        count > 0 && <p className="text-xs text-slate-600">{i18n._('All markers should be visible')}</p>
      )}
    </div>
  );
}
