import { useId } from 'react';
import { SORT_KEYS, sortFromParam, type SortKey } from '#shared/place-order.ts';
import { i18n } from '#client/lib/i18n.ts';

/** The orders' names, said at render. */
const SORT_WORDS: Record<SortKey, string> = {
  default: /*i18n*/ 'Default order',
  name: /*i18n*/ 'Name (A to Z)',
  added: /*i18n*/ 'Recently added',
  updated: /*i18n*/ 'Recently updated',
  visited: /*i18n*/ 'Visited date (newest first)',
  country: /*i18n*/ 'Country (A to Z)',
};

/** The list's "Sort by" control: a native select, so the keyboard and screen readers know it. */
export function SortSelect({ value, onChange }: { value: SortKey; onChange: (sort: SortKey) => void }) {
  const id = useId();
  return (
    // On the narrowest phones the select narrows to the room left (its longest order is wide).
    <div className="flex max-w-full min-w-0 items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {i18n._('Sort by')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(sortFromParam(event.target.value))}
        className="h-9 min-w-0 rounded-lg border border-slate-300 bg-white px-2.5 text-sm text-slate-900 focus:border-teal-700 focus:ring-2 focus:ring-teal-700/30 focus:outline-none"
      >
        {SORT_KEYS.map((key) => (
          <option key={key} value={key}>
            {i18n._(SORT_WORDS[key])}
          </option>
        ))}
      </select>
    </div>
  );
}
