import type { Summary } from '#shared/analytics/summary.ts';

const format = (n: number) => n.toLocaleString('en-US');

/** "+12 %", "−5 %", or "new" when the previous range had none. */
export function change(now: number, before: number): string {
  if (before === 0) return now === 0 ? '0 %' : 'new';
  const percent = Math.round(((now - before) / before) * 100);
  return `${percent > 0 ? '+' : percent < 0 ? '−' : ''}${Math.abs(percent)} %`;
}

/** Visitors and views over the range, with the previous range of the same length beside them. */
export function Totals({ summary }: { summary: Summary }) {
  const items = [
    { label: 'Visitors', now: summary.totals.visitors, before: summary.previousTotals.visitors },
    { label: 'Views', now: summary.totals.views, before: summary.previousTotals.views },
  ];
  const previous = `${summary.previousRange.from} to ${summary.previousRange.to}`;
  return (
    <dl className="grid grid-cols-2 gap-3">
      {items.map((item) => (
        <div key={item.label} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm font-semibold text-slate-700">{item.label}</dt>
          <dd className="mt-1 text-3xl font-extrabold text-slate-900 tabular-nums">{format(item.now)}</dd>
          <dd className="mt-1 text-sm text-slate-700">
            <span className="font-semibold text-slate-900">{change(item.now, item.before)}</span> against{' '}
            {format(item.before)} from {previous}
          </dd>
        </div>
      ))}
    </dl>
  );
}
