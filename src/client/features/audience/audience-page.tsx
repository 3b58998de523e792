import { LoadAlert } from '#client/components/ui/load-error.tsx';
import { useState } from 'react';
import type { Summary } from '#shared/analytics/summary.ts';
import { PageHead } from '#client/components/page-head.tsx';
import { OwnerPage, SignInNotice } from '#client/components/owner-page.tsx';
import { ChartIcon } from '#client/components/ui/icons.tsx';
import { ApiError } from '#client/lib/api.ts';
import { summaryCsvUrl, useAudienceSummary, type DayRange } from './api/get-summary';
import { BarRow, ChartCard, NumbersTable } from './components/chart-card';
import { lastDays, RangePicker } from './components/range-picker';
import { SeriesChart } from './components/series-chart';
import { CountryMap } from './components/country-map';
import { TopBars } from './components/top-bars';
import { Totals } from './components/totals';
import { i18n } from '#client/lib/i18n.ts';

const signIn = () => i18n._("Please sign in as the owner to see the site's audience.");

/** `/owner/audience` (owner): who came, from where, for what, and which sites embed the map (issue 39). */
export function AudiencePage() {
  return (
    <OwnerPage
      head={<PageHead path="/owner/audience" />}
      title={i18n._('Audience')}
      icon={<ChartIcon size={22} />}
      signInText={signIn()}
    >
      <Audience />
    </OwnerPage>
  );
}

function Audience() {
  const [range, setRange] = useState<DayRange>(() => lastDays(30));
  const summary = useAudienceSummary(range);

  let body;
  if (summary.error instanceof ApiError && summary.error.status === 401)
    body = <SignInNotice>{signIn()}</SignInNotice>;
  else if (!summary.data) {
    body = summary.isError ? (
      <LoadAlert
        what={i18n._('Could not load the audience')}
        error={summary.error}
        onRetry={() => void summary.refetch()}
      />
    ) : (
      <p className="text-slate-700">{i18n._('Counting the visits…')}</p>
    );
  } else body = <Dashboard summary={summary.data} />;

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <RangePicker range={range} onChange={setRange} />
        <a href={summaryCsvUrl(range)} download className="text-sm font-semibold text-teal-800 underline">
          {i18n._('Download CSV')}
        </a>
      </div>
      <p aria-live="polite" className="text-sm text-slate-700">
        {i18n._('{start} to {end}', { start: range.from, end: range.to })}
        {summary.isFetching && summary.data ? ` · ${i18n._('updating…')}` : ''}
      </p>
      {body}
    </div>
  );
}

function Dashboard({ summary }: { summary: Summary }) {
  const empty = summary.totals.views === 0 && summary.previousTotals.views === 0;
  if (empty)
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-slate-700">
        <p className="font-semibold text-slate-900">{i18n._('No visits counted yet')}</p>
        <p className="mt-1">{i18n._('Visits appear here as people open the site. Try a longer range.')}</p>
      </div>
    );
  const { tops, funnel } = summary;
  return (
    <div className="space-y-4">
      <Totals summary={summary} />
      <ChartCard
        title={i18n._('Visitors and views per day')}
        chart={<SeriesChart series={summary.series} />}
        table={
          <NumbersTable
            head={[i18n._('Day'), i18n._('Visitors'), i18n._('Views')]}
            rows={summary.series.map((day) => [day.day, day.visitors, day.views])}
          />
        }
      />
      <div className="grid gap-4 md:grid-cols-2">
        <TopBars title={i18n._('Top pages')} rows={tops.pages} />
        <TopBars title={i18n._('Top places')} rows={tops.places} />
        <TopBars title={i18n._('Top trips')} rows={tops.trips} />
        <TopBars title={i18n._('Referrers')} rows={tops.referrers} />
        <CountryMap title={i18n._('Countries')} rows={tops.countries} />
        <TopBars title={i18n._('Campaigns')} rows={tops.campaigns} />
        <TopBars title={i18n._('Devices')} rows={tops.devices} />
        <TopBars title={i18n._('Browsers')} rows={tops.browsers} />
        <TopBars title={i18n._('Embeds by site')} rows={tops.embeds} />
        <TopBars
          title={i18n._('From place opened to video clicked')}
          rows={[
            {
              value: 'place_opened',
              label: i18n._('Opened a place'),
              visitors: funnel.placeOpened,
              views: funnel.placeOpened,
            },
            {
              value: 'video_clicked',
              label: i18n._('Clicked its video'),
              visitors: funnel.videoClicked,
              views: funnel.videoClicked,
            },
          ]}
        />
      </div>
    </div>
  );
}

// For public.ts: other features' charts ship in this page's chunk (see there).
export { BarRow, ChartCard, NumbersTable, lastDays, RangePicker, type DayRange };
