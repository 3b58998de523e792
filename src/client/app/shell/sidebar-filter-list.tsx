import { useId, useState } from 'react';
import { inputClass } from '#client/components/ui/field.tsx';
import { SearchIcon } from '#client/components/ui/icons.tsx';
import type { FacetItem } from './use-sidebar-facets';
import { i18n } from '#client/lib/i18n.ts';

/** Checkboxes with counts, and a search box once the list is longer than `searchAbove`. */
export function SidebarFilterList({
  items,
  selected,
  onToggle,
  searchAbove,
  searchLabel,
  emptyText = i18n._('Nothing to filter yet.'),
}: {
  items: readonly FacetItem[];
  selected: readonly string[];
  onToggle: (value: string) => void;
  searchAbove: number;
  searchLabel: string;
  emptyText?: string;
}) {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const showSearch = items.length > searchAbove;
  const needle = query.trim().toLowerCase();
  const shown =
    showSearch && needle ? items.filter((item) => item.label.toLowerCase().includes(needle)) : items;

  return (
    <div>
      {showSearch && (
        <div className="relative mb-2">
          <label htmlFor={searchId} className="sr-only">
            {searchLabel}
          </label>
          <SearchIcon
            size={16}
            className="pointer-events-none absolute top-1/2 start-3 -translate-y-1/2 text-slate-500"
          />
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={`${searchLabel}...`}
            className={`${inputClass} py-1.5 ps-9`}
          />
        </div>
      )}
      {items.length === 0 ? (
        <p className="px-1 py-2 text-sm text-slate-600">{emptyText}</p>
      ) : shown.length === 0 ? (
        <p className="px-1 py-2 text-sm text-slate-600">
          {i18n._('No match for “{query}”.', { query: query.trim() })}
        </p>
      ) : (
        <ul className="max-h-64 space-y-0.5 overflow-y-auto pe-1">
          {shown.map((item) => (
            <li key={item.value}>
              <label className="flex cursor-pointer items-center gap-2.5 rounded-lg px-1.5 py-1.5 text-sm text-slate-800 hover:bg-slate-50">
                <input
                  type="checkbox"
                  checked={selected.includes(item.value)}
                  onChange={() => onToggle(item.value)}
                  aria-label={`${item.label} (${item.count})`}
                  className="h-4 w-4 shrink-0 rounded accent-teal-700"
                />
                <span className="min-w-0 flex-1 truncate">{item.label}</span>
                <span className="shrink-0 text-xs font-medium text-slate-600 tabular-nums" aria-hidden="true">
                  {item.count}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
