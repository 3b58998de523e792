import { useQuery } from '@tanstack/react-query';
import { formatPrice } from '#shared/packs/pack.ts';
import { salesQuery } from '../api/owner-queries';

const cell = 'px-3 py-1.5 text-left';

/** Sales by pack and by month (UTC), per currency. */
export function SalesPanel() {
  const sales = useQuery(salesQuery).data;
  if (!sales) return null;
  return (
    <section aria-labelledby="packs-sales" className="mt-10">
      <h2 id="packs-sales" className="text-xl font-bold text-slate-900">
        Sales
      </h2>
      {sales.byPack.length === 0 ? (
        <p className="mt-2 text-slate-600">No sales yet.</p>
      ) : (
        <div className="mt-3 grid gap-6 lg:grid-cols-2">
          <table className="text-sm text-slate-800">
            <caption className="text-left font-semibold">By pack</caption>
            <thead>
              <tr>
                <th className={cell}>Pack</th>
                <th className={cell}>Paid</th>
                <th className={cell}>Refunded</th>
                <th className={cell}>Revenue</th>
              </tr>
            </thead>
            <tbody>
              {sales.byPack.map((row) => (
                <tr key={`${row.packId}-${row.currency}`}>
                  <td className={cell}>{row.title}</td>
                  <td className={cell}>{row.paid}</td>
                  <td className={cell}>{row.refunded}</td>
                  <td className={cell}>{formatPrice(row.revenue, row.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <table className="text-sm text-slate-800">
            <caption className="text-left font-semibold">By month</caption>
            <thead>
              <tr>
                <th className={cell}>Month</th>
                <th className={cell}>Paid</th>
                <th className={cell}>Refunded</th>
                <th className={cell}>Revenue</th>
              </tr>
            </thead>
            <tbody>
              {sales.byMonth.map((row) => (
                <tr key={`${row.month}-${row.currency}`}>
                  <td className={cell}>{row.month}</td>
                  <td className={cell}>{row.paid}</td>
                  <td className={cell}>{row.refunded}</td>
                  <td className={cell}>{formatPrice(row.revenue, row.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
