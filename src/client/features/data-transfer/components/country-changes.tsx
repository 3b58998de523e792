import { useId } from 'react';
import type { CountryChange } from '#shared/import/api-types.ts';

/** The country values of the file stored under the site's names ("CN → China, 12 places"). */
export function CountryChanges({ changes }: { changes: CountryChange[] }) {
  const id = useId();
  if (changes.length === 0) return null;
  return (
    <div>
      <h3 id={id} className="mb-2 text-sm font-semibold text-slate-900">
        Countries stored under the site’s names
      </h3>
      <ul
        aria-labelledby={id}
        className="max-h-40 space-y-0.5 overflow-y-auto rounded-xl border border-slate-200 px-3 py-2 text-sm text-slate-800"
      >
        {changes.map((change) => (
          <li key={change.from}>
            {change.from} → {change.to}, {change.count.toLocaleString('en-US')}{' '}
            {change.count === 1 ? 'place' : 'places'}
          </li>
        ))}
      </ul>
    </div>
  );
}
