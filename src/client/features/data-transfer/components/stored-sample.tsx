import { useId } from 'react';
import type { CountryChange } from '#shared/import/api-types.ts';
import type { ImportPlace } from '#shared/import/fields.ts';
import { STATUS_TABLE } from '#shared/status.ts';
import { formatNumber, i18n } from '#client/lib/i18n.ts';
import { statusLabel } from './import-words';

const cell = 'px-3 py-1.5 text-slate-800';

/** A status's name, or the value as the file has it. */
function statusOf(value: ImportPlace['status']) {
  const row = STATUS_TABLE.find((s) => s.value === value);
  return row ? statusLabel(row.value) : value;
}

/** The first places as they will be stored: a column mapped wrongly shows here, before importing. */
export function StoredSample({
  places,
  total,
  countries = [],
}: {
  places: ImportPlace[];
  total: number;
  /** The countries the server stores under the site's names ("CN" → "China"). */
  countries?: CountryChange[];
}) {
  const id = useId();
  if (places.length === 0) return null;
  const renamed = new Map(countries.map((change) => [change.from, change.to]));
  return (
    <div>
      <h3 id={id} className="mb-2 text-sm font-semibold text-slate-900">
        {places.length < total
          ? i18n._('The first {count} places as they will be stored', { count: formatNumber(places.length) })
          : i18n._('The places as they will be stored')}
      </h3>
      {/* Focusable, so a keyboard can scroll a sample wider than the dialog. */}
      <div
        role="region"
        aria-labelledby={id}
        tabIndex={0}
        className="max-h-56 overflow-auto rounded-xl border border-slate-200 focus-visible:outline-2 focus-visible:outline-teal-700"
      >
        <table aria-labelledby={id} className="w-full text-start text-sm">
          <thead className="sticky top-0 bg-slate-50 text-slate-700">
            <tr>
              {[
                i18n._('Name'),
                i18n._('Latitude'),
                i18n._('Longitude'),
                i18n._('Status'),
                i18n._('Country'),
                i18n._('Visited'),
                i18n._('Notes'),
              ].map((name) => (
                <th key={name} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {places.map((place, index) => (
              <tr key={index}>
                <td className={cell}>{place.name}</td>
                <td className={`${cell} tabular-nums`}>{place.latitude}</td>
                <td className={`${cell} tabular-nums`}>{place.longitude}</td>
                <td className={cell}>{statusOf(place.status)}</td>
                <td className={cell}>
                  {(place.country && renamed.get(place.country)) ?? place.country ?? (
                    <span className="text-slate-600">{i18n._('from the coordinates')}</span>
                  )}
                </td>
                <td className={`${cell} whitespace-nowrap`}>{place.visitedAt ?? '—'}</td>
                <td className={`${cell} max-w-48 truncate`}>{place.notes ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
