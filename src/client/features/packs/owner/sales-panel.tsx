import { useQuery } from '@tanstack/react-query';
import { formatPrice } from '#shared/packs/pack.ts';
import { salesQuery } from '../api/owner-queries';
import { i18n } from '#client/lib/i18n.ts';

const cell = 'px-3 py-1.5 text-start';

/** Sales by pack and by month (UTC), per currency. */
export function SalesPanel() {
  const sales = useQuery(salesQuery).data;
  if (!sales) return null;
  return (
    <section aria-labelledby="packs-sales" className="mt-10">
      <h2 id="packs-sales" className="text-xl font-bold text-slate-900">
        {i18n._('Sales')}
      </h2>
      {sales.byPack.length === 0 ? (
        <p className="mt-2 text-slate-600">{i18n._('No sales yet.')}</p>
      ) : (
        <div className="mt-3 grid gap-6 lg:grid-cols-2">
          <SalesTable
            caption={i18n._('By pack')}
            first={i18n._('Pack')}
            rows={sales.byPack.map((row) => ({
              ...row,
              key: `${row.packId}-${row.currency}`,
              label: row.title,
            }))}
          />
          <SalesTable
            caption={i18n._('By month')}
            first={i18n._('Month')}
            rows={sales.byMonth.map((row) => ({
              ...row,
              key: `${row.month}-${row.currency}`,
              label: row.month,
            }))}
          />
        </div>
      )}
    </section>
  );
}

interface SalesRow {
  key: string;
  label: string;
  paid: number;
  refunded: number;
  revenue: number;
  currency: string;
}

/** One table of sales: a row per pack (or month) and currency. */
function SalesTable({ caption, first, rows }: { caption: string; first: string; rows: SalesRow[] }) {
  return (
    <table className="text-sm text-slate-800">
      <caption className="text-start font-semibold">{caption}</caption>
      <thead>
        <tr>
          {[first, i18n._('Paid'), i18n._('Refunded'), i18n._('Revenue')].map((heading) => (
            <th key={heading} className={cell}>
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <td className={cell}>{row.label}</td>
            <td className={cell}>{row.paid}</td>
            <td className={cell}>{row.refunded}</td>
            <td className={cell}>{formatPrice(row.revenue, row.currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
