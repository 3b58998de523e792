import { useId } from 'react';
import type { CountryChange } from '#shared/import/api-types.ts';
import { formatNumber, i18n } from '#client/lib/i18n.ts';
import { isOne } from '#client/lib/intl.ts';

/** The country values of the file stored under the site's names ("CN → China, 12 places"). */
export function CountryChanges({ changes }: { changes: CountryChange[] }) {
  const id = useId();
  if (changes.length === 0) return null;
  return (
    <div>
      <h3 id={id} className="mb-2 text-sm font-semibold text-slate-900">
        {i18n._('Countries stored under the site’s names')}
      </h3>
      <ul
        aria-labelledby={id}
        className="max-h-40 space-y-0.5 overflow-y-auto rounded-xl border border-slate-200 px-3 py-2 text-sm text-slate-800"
      >
        {changes.map(({ from, to, count }) => (
          <li key={from}>
            {isOne(count)
              ? i18n._('{from} → {to}, {count} place', { from, to, count: formatNumber(count) })
              : i18n._('{from} → {to}, {count} places', { from, to, count: formatNumber(count) })}
          </li>
        ))}
      </ul>
    </div>
  );
}
