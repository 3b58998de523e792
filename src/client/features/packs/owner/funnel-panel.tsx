import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PackFunnel, PackFunnelSteps } from '#shared/packs/funnel.ts';
import { LoadAlert } from '#client/components/ui/load-error.tsx';
import type * as Audience from '#client/features/audience/public.ts';
import { funnelQuery } from '../api/owner-queries';
import { formatNumber, i18n, intlLocale } from '#client/lib/i18n.ts';
import { isOne } from '#client/lib/intl.ts';

const RATE = new Intl.NumberFormat(intlLocale, { maximumFractionDigits: 1 });

/** "50 %", "66.7 %", or "–" when the step before counted nothing. */
const percent = (rate: number | null) => (rate === null ? '–' : `${RATE.format(rate * 100)} %`);

const STEPS = [
  { key: 'views', label: /*i18n*/ 'Page views', rate: undefined },
  { key: 'clicks', label: /*i18n*/ 'Buy clicks', rate: 'clickRate' },
  { key: 'orders', label: /*i18n*/ 'Paid orders', rate: 'orderRate' },
] as const;

/** "1 page view", "3 Buy clicks"… (`one` and `many` are marked messages with a {count}). */
const counted = (n: number, one: string, many: string) =>
  i18n._(isOne(n) ? one : many, { count: formatNumber(n) });

/** One pack's funnel in words, for its chart's role="img" label. */
function stepsSummary(title: string, steps: PackFunnelSteps): string {
  return i18n._('{title}: {views}, {clicks} ({clickRate} of views), {orders} ({orderRate} of clicks).', {
    title,
    views: counted(steps.views, /*i18n*/ '{count} page view', /*i18n*/ '{count} page views'),
    clicks: counted(steps.clicks, /*i18n*/ '{count} Buy click', /*i18n*/ '{count} Buy clicks'),
    clickRate: percent(steps.clickRate),
    orders: counted(steps.orders, /*i18n*/ '{count} paid order', /*i18n*/ '{count} paid orders'),
    orderRate: percent(steps.orderRate),
  });
}

/** One pack's three steps as bars, each as long as its count beside the longest. */
function FunnelBars({
  title,
  steps,
  BarRow,
}: {
  title: string;
  steps: PackFunnelSteps;
  BarRow: AudiencePieces['BarRow'];
}) {
  const top = Math.max(1, steps.views, steps.clicks, steps.orders);
  return (
    <li>
      <p className="text-sm font-semibold text-slate-900">{title}</p>
      <div role="img" aria-label={stepsSummary(title, steps)}>
        <ul className="mt-1 space-y-1">
          {STEPS.map((step) => (
            <BarRow
              key={step.key}
              label={i18n._(step.label)}
              share={steps[step.key] / top}
              value={
                <>
                  {formatNumber(steps[step.key])}
                  {step.rate && <span className="ms-2 font-normal">{percent(steps[step.rate])}</span>}
                </>
              }
            />
          ))}
        </ul>
      </div>
    </li>
  );
}

const isEmpty = (funnel: PackFunnel) =>
  funnel.totals.views + funnel.totals.clicks + funnel.totals.orders === 0;

/** The audience feature's pieces the funnel shows: loaded with it, never in a chunk of their own. */
export type AudiencePieces = Pick<
  typeof Audience,
  'BarRow' | 'ChartCard' | 'NumbersTable' | 'RangePicker' | 'lastDays'
>;

function FunnelCard({ funnel, audience }: { funnel: PackFunnel; audience: AudiencePieces }) {
  const { BarRow, ChartCard, NumbersTable } = audience;
  if (isEmpty(funnel))
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-700">
        <p className="font-semibold text-slate-900">{i18n._('Nothing counted in this range')}</p>
        <p className="mt-1">
          {i18n._(
            'Page views, Buy clicks and sales of your packs appear here as visitors come. Try a longer range.',
          )}
        </p>
      </div>
    );
  const rows = [
    ...funnel.packs.map((pack) => ({ ...pack, label: pack.title })),
    { ...funnel.totals, label: i18n._('All packs') },
  ];
  return (
    <ChartCard
      title={i18n._('From page views to sales')}
      chart={
        <ul className="space-y-4">
          {rows.map((row) => (
            <FunnelBars
              key={'packId' in row ? row.packId : 'all'}
              title={row.label}
              steps={row}
              BarRow={BarRow}
            />
          ))}
        </ul>
      }
      table={
        <NumbersTable
          head={[
            i18n._('Pack'),
            i18n._('Page views'),
            i18n._('Buy clicks'),
            i18n._('Paid orders'),
            i18n._('Views to clicks'),
            i18n._('Clicks to orders'),
          ]}
          rows={rows.map((row) => [
            row.label,
            row.views,
            row.clicks,
            row.orders,
            percent(row.clickRate),
            percent(row.orderRate),
          ])}
        />
      }
    />
  );
}

/**
 * Each pack's funnel over a range: its page's views, its Buy clicks, its paid orders (refunded ones
 * left out), and the rate of each step. Clicks may outnumber views: Buy is on /trip-packs too.
 */
export function FunnelPanel({ audience }: { audience: AudiencePieces }) {
  const { RangePicker } = audience;
  const [range, setRange] = useState<Audience.DayRange>(() => audience.lastDays(30));
  const funnel = useQuery(funnelQuery(range));
  let body;
  if (funnel.data) body = <FunnelCard funnel={funnel.data} audience={audience} />;
  else if (funnel.isError)
    body = (
      <LoadAlert
        what={i18n._('Could not load the funnel')}
        error={funnel.error}
        onRetry={() => void funnel.refetch()}
      />
    );
  else body = <p className="text-slate-700">{i18n._('Counting the funnel…')}</p>;
  return (
    <section aria-labelledby="packs-funnel" className="mt-10 space-y-3">
      <h2 id="packs-funnel" className="text-xl font-bold text-slate-900">
        {i18n._('Funnel')}
      </h2>
      <RangePicker range={range} onChange={setRange} />
      <p aria-live="polite" className="text-sm text-slate-700">
        {i18n._('{start} to {end}', { start: range.from, end: range.to })}
        {funnel.isFetching && funnel.data ? ` · ${i18n._('updating…')}` : ''}
      </p>
      {funnel.isError && funnel.data && (
        <LoadAlert
          what={i18n._('Could not update the funnel')}
          error={funnel.error}
          onRetry={() => void funnel.refetch()}
        />
      )}
      {body}
    </section>
  );
}
