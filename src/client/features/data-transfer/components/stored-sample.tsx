import { useId } from 'react';
import type { ImportPlace } from '../../../../shared/import/fields';
import { STATUS_TABLE } from '../../../../shared/status';

const cell = 'px-3 py-1.5 text-slate-800';

/** The first places as they will be stored: a column mapped wrongly shows here, before importing. */
export function StoredSample({ places, total }: { places: ImportPlace[]; total: number }) {
  const id = useId();
  if (places.length === 0) return null;
  return (
    <div>
      <h3 id={id} className="mb-2 text-sm font-semibold text-slate-900">
        {places.length < total ? `The first ${places.length} places` : 'The places'} as they will be stored
      </h3>
      <div className="max-h-56 overflow-auto rounded-xl border border-slate-200">
        <table aria-labelledby={id} className="w-full text-left text-sm">
          <thead className="sticky top-0 bg-slate-50 text-slate-700">
            <tr>
              {['Name', 'Latitude', 'Longitude', 'Status', 'Country', 'Visited', 'Notes'].map((name) => (
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
                <td className={cell}>
                  {STATUS_TABLE.find((s) => s.value === place.status)?.label ?? place.status}
                </td>
                <td className={cell}>
                  {place.country ?? <span className="text-slate-600">from the coordinates</span>}
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
