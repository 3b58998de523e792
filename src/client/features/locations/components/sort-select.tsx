import { useId } from 'react';
import { SORT_KEYS, SORT_LABELS, sortFromParam, type SortKey } from '#shared/place-order.ts';

/** The list's "Sort by" control: a native select, so the keyboard and screen readers know it. */
export function SortSelect({ value, onChange }: { value: SortKey; onChange: (sort: SortKey) => void }) {
  const id = useId();
  return (
    // On the narrowest phones the select narrows to the room left (its longest order is wide).
    <div className="flex max-w-full min-w-0 items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        Sort by
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(sortFromParam(event.target.value))}
        className="h-9 min-w-0 rounded-lg border border-slate-300 bg-white px-2.5 text-sm text-slate-900 focus:border-teal-700 focus:ring-2 focus:ring-teal-700/30 focus:outline-none"
      >
        {SORT_KEYS.map((key) => (
          <option key={key} value={key}>
            {SORT_LABELS[key]}
          </option>
        ))}
      </select>
    </div>
  );
}
