import { useId } from 'react';
import { i18n } from '#client/lib/i18n.ts';

/** The file's first rows as read: the columns, and whether its characters came out right. */
export function CsvFirstRows({ headers, rows }: { headers: string[]; rows: string[][] }) {
  const id = useId();
  if (rows.length === 0) return null;
  return (
    <div>
      <h3 id={id} className="mb-2 text-sm font-semibold text-slate-900">
        {i18n._('The first rows of the file')}
      </h3>
      <div className="max-h-48 overflow-auto rounded-xl border border-slate-200">
        <table aria-labelledby={id} className="w-full text-start text-sm">
          <thead className="sticky top-0 bg-slate-50 text-slate-700">
            <tr>
              {headers.map((header, index) => (
                <th key={index} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                  {header || i18n._('Column {number}', { number: index + 1 })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row, index) => (
              <tr key={index}>
                {headers.map((_, column) => (
                  <td key={column} className="max-w-48 truncate px-3 py-1.5 text-slate-800">
                    {row[column] ?? ''}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
