import type { Summary } from '#shared/analytics/summary.ts';
import { formatNumber, i18n } from '#client/lib/i18n.ts';

const format = formatNumber;

/** "+12 %", "−5 %", or "new" when the previous range had none. */
export function change(now: number, before: number): string {
  if (before === 0) return now === 0 ? '0 %' : i18n._('new');
  const percent = Math.round(((now - before) / before) * 100);
  return `${percent > 0 ? '+' : percent < 0 ? '−' : ''}${Math.abs(percent)} %`;
}

/** Visitors and views over the range, with the previous range of the same length beside them. */
export function Totals({ summary }: { summary: Summary }) {
  const items = [
    { label: i18n._('Visitors'), now: summary.totals.visitors, before: summary.previousTotals.visitors },
    { label: i18n._('Page views'), now: summary.totals.views, before: summary.previousTotals.views },
  ];
  const previous = i18n._('{start} to {end}', {
    start: summary.previousRange.from,
    end: summary.previousRange.to,
  });
  return (
    <dl className="grid grid-cols-2 gap-3">
      {items.map((item) => {
        // The sentence whole, for the page's language to order; the change stands out where it falls.
        const sentence = i18n._('{change} against {count} from {range}', {
          change: '{change}',
          count: format(item.before),
          range: previous,
        });
        const [start, end] = sentence.split('{change}');
        return (
          <div key={item.label} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-sm font-semibold text-slate-700">{item.label}</dt>
            <dd className="mt-1 text-3xl font-extrabold text-slate-900 tabular-nums">{format(item.now)}</dd>
            <dd className="mt-1 text-sm text-slate-700">
              {start}
              <span className="font-semibold text-slate-900">{change(item.now, item.before)}</span>
              {end}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
