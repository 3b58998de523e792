import type { ReactNode } from 'react';

export interface CountBarItem {
  key: string;
  label: ReactNode;
  count: number;
}

/**
 * Horizontal bars with the number printed beside each label, so the figures read without colour
 * or the bar; the bar (decorative) only shows the proportion to the largest.
 */
export function CountBars({
  items,
  unit,
  barClass = 'bg-teal-600',
}: {
  items: CountBarItem[];
  unit: string;
  barClass?: string;
}) {
  const max = Math.max(1, ...items.map((item) => item.count));
  return (
    <ol className="space-y-3">
      {items.map((item) => (
        <li key={item.key}>
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="min-w-0 truncate font-medium text-slate-800">{item.label}</span>
            <span className="shrink-0 font-semibold text-slate-900 tabular-nums">
              {item.count}
              <span className="sr-only"> {unit}</span>
            </span>
          </div>
          <div aria-hidden="true" className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-slate-100">
            <div
              className={`h-full rounded-full ${barClass}`}
              style={{ width: `${Math.max(2, (item.count / max) * 100)}%` }}
            />
          </div>
        </li>
      ))}
    </ol>
  );
}
