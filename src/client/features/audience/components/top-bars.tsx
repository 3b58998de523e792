import type { TopRow } from '#shared/analytics/summary.ts';
import { formatNumber, i18n } from '#client/lib/i18n.ts';
import { ChartCard, NumbersTable } from './chart-card';

const format = formatNumber;

/** The list in words, for the chart's role="img" label: the first three and how many more. */
function barsSummary(title: string, rows: TopRow[]): string {
  if (rows.length === 0) return i18n._('{title}: none counted in this range.', { title });
  const named = rows
    .slice(0, 3)
    .map((row) => i18n._('{label} {count} visitors', { label: row.label, count: format(row.visitors) }))
    .join(', ');
  return rows.length > 3
    ? i18n._('{title}, by visitors: {rows}, and {more} more.', {
        title,
        rows: named,
        more: format(rows.length - 3),
      })
    : i18n._('{title}, by visitors: {rows}.', { title, rows: named });
}

/**
 * A top list as horizontal bars, longest first; `shaded` also shades each row by its share (the
 * countries: darker where more visitors came from).
 */
export function TopBars({
  title,
  rows,
  shaded = false,
}: {
  title: string;
  rows: TopRow[];
  shaded?: boolean;
}) {
  const top = Math.max(1, ...rows.map((row) => row.visitors));
  const chart =
    rows.length === 0 ? (
      <p className="text-sm text-slate-700">{i18n._('None counted in this range.')}</p>
    ) : (
      <div role="img" aria-label={barsSummary(title, rows)}>
        <ul className="space-y-1.5">
          {rows.map((row) => {
            const share = row.visitors / top;
            return (
              <li
                key={row.value}
                className="relative overflow-hidden rounded-md text-sm text-slate-900"
                style={shaded ? { opacity: 0.55 + share * 0.45 } : undefined}
              >
                <span
                  aria-hidden="true"
                  className="absolute inset-y-0 start-0 rounded-md bg-teal-100"
                  style={{ width: `${Math.max(2, share * 100)}%` }}
                />
                <span className="relative flex justify-between gap-3 px-2 py-1">
                  <span className="truncate">{row.label}</span>
                  <span className="shrink-0 font-semibold tabular-nums">{format(row.visitors)}</span>
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    );
  return (
    <ChartCard
      title={title}
      chart={chart}
      table={
        <NumbersTable
          head={[title, i18n._('Visitors'), i18n._('Page views')]}
          rows={rows.map((row) => [row.label, row.visitors, row.views])}
        />
      }
    />
  );
}
