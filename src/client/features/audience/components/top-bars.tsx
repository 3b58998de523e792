import type { TopRow } from '#shared/analytics/summary.ts';
import { formatNumber, i18n } from '#client/lib/i18n.ts';
import { BarRow, ChartCard, NumbersTable } from './chart-card';

const format = formatNumber;

/** The list in words, for the chart's role="img" label: the first three and how many more. */
export function barsSummary(title: string, rows: TopRow[]): string {
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

/** The rows as horizontal bars, longest first, with their summary for a screen reader. */
export function Bars({ title, rows }: { title: string; rows: TopRow[] }) {
  const top = Math.max(1, ...rows.map((row) => row.visitors));
  if (rows.length === 0)
    return <p className="text-sm text-slate-700">{i18n._('None counted in this range.')}</p>;
  return (
    <div role="img" aria-label={barsSummary(title, rows)}>
      <ul className="space-y-1.5">
        {rows.map((row) => (
          <BarRow key={row.value} label={row.label} share={row.visitors / top} value={format(row.visitors)} />
        ))}
      </ul>
    </div>
  );
}

/** A top list's table view: every row with its visitors and views. */
export function TopTable({ title, rows }: { title: string; rows: TopRow[] }) {
  return (
    <NumbersTable
      head={[title, i18n._('Visitors'), i18n._('Page views')]}
      rows={rows.map((row) => [row.label, row.visitors, row.views])}
    />
  );
}

/** A top list as bars, with its table. */
export function TopBars({ title, rows }: { title: string; rows: TopRow[] }) {
  return (
    <ChartCard
      title={title}
      chart={<Bars title={title} rows={rows} />}
      table={<TopTable title={title} rows={rows} />}
    />
  );
}
