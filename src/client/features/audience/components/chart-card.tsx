import { useId, useState, type ReactNode } from 'react';
import { formatNumber, i18n } from '#client/lib/i18n.ts';

/**
 * A chart with its table: "Show as table" swaps the picture for the same numbers as a table, for
 * anyone who would rather read them (a screen reader hears the chart's summary either way).
 */
export function ChartCard({
  title,
  chart,
  table,
  className = '',
}: {
  title: string;
  chart: ReactNode;
  table: ReactNode;
  className?: string;
}) {
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  const toggleText = asTable ? i18n._('Show as chart') : i18n._('Show as table');
  // The visible words first, then which chart: every card has one such button.
  const toggleLabel = asTable
    ? i18n._('Show as chart: {title}', { title })
    : i18n._('Show as table: {title}', { title });
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-2xl border border-slate-200 bg-white p-4 shadow-sm ${className}`}
    >
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-base font-bold text-slate-900">
          {title}
        </h2>
        <button
          type="button"
          aria-pressed={asTable}
          aria-label={toggleLabel}
          onClick={() => setAsTable((shown) => !shown)}
          className="rounded-lg px-2 py-1 text-sm font-semibold text-teal-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-teal-700"
        >
          {toggleText}
        </button>
      </div>
      {asTable ? table : chart}
    </section>
  );
}

/** One bar of a bar chart: its label and value over a bar `share` (0 to 1) of the row's width. */
export function BarRow({ label, share, value }: { label: string; share: number; value: ReactNode }) {
  return (
    <li className="relative overflow-hidden rounded-md text-sm text-slate-900">
      <span
        aria-hidden="true"
        className="absolute inset-y-0 start-0 rounded-md bg-teal-100"
        style={{ width: `${Math.max(2, share * 100)}%` }}
      />
      <span className="relative flex justify-between gap-3 px-2 py-1">
        <span className="truncate">{label}</span>
        <span className="shrink-0 font-semibold tabular-nums">{value}</span>
      </span>
    </li>
  );
}

/** The table view of a chart: a caption-less table (the card's heading names it). */
export function NumbersTable({ head, rows }: { head: string[]; rows: (string | number)[][] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-start text-sm text-slate-800">
        <thead>
          <tr className="border-b border-slate-200">
            {head.map((cell, index) => (
              <th
                key={cell}
                scope="col"
                className={`py-1.5 pe-3 font-semibold ${index > 0 ? 'text-end' : ''}`}
              >
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={String(row[0])} className="border-b border-slate-100 last:border-0">
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row" className="max-w-64 truncate py-1.5 pe-3 font-normal">
                    {cell}
                  </th>
                ) : (
                  <td key={index} className="py-1.5 pe-3 text-end tabular-nums">
                    {typeof cell === 'number' ? formatNumber(cell) : cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
