import type { ReactNode } from 'react';
import { PageHead } from '#client/components/page-head.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useStats } from './api/get-stats';
import { ChannelCard } from './components/channel-card';
import { GeographicDistribution } from './components/geographic-distribution';
import { MonthlyChart } from './components/monthly-chart';
import { RecentlyAdded } from './components/recently-added';
import { StatCards } from './components/stat-cards';
import { TopTypes } from './components/top-types';
import { TripStatsCard } from './components/trip-stats';
import { i18n } from '#client/lib/i18n.ts';

function Skeleton() {
  return (
    <div aria-hidden="true" className="animate-pulse space-y-6">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-32 rounded-2xl bg-slate-200" />
        ))}
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <div className="h-72 rounded-2xl bg-slate-200" />
        <div className="h-72 rounded-2xl bg-slate-200" />
      </div>
    </div>
  );
}

/** `/stats`. The geo feature's world progress comes from the app layer as `worldProgress`. */
export function StatsPage({ worldProgress }: { worldProgress: ReactNode }) {
  const { data: stats, error, isPending, refetch, isFetching } = useStats();

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <PageHead path="/stats" />

      <div className="mb-6">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          {i18n._('Travel Statistics')}
        </h1>
        <p className="mt-2 text-slate-700">
          {i18n._('Where I have been, where I am headed next, and how the map fills up month by month.')}
        </p>
      </div>

      <div aria-busy={isPending} className="space-y-6">
        {isPending ? (
          <>
            <p className="sr-only" role="status">
              {i18n._('Loading statistics…')}
            </p>
            <Skeleton />
          </>
        ) : error || !stats ? (
          <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-900">
            <p className="font-semibold">{i18n._('The statistics could not be loaded.')}</p>
            <p className="mt-1 text-sm">{error?.message}</p>
            <Button variant="secondary" className="mt-4" disabled={isFetching} onClick={() => void refetch()}>
              {i18n._('Try again')}
            </Button>
          </div>
        ) : (
          <>
            <StatCards stats={stats} />
            {worldProgress}
            <ChannelCard />
            <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
              <TopTypes types={stats.topTypes} />
              <RecentlyAdded places={stats.recentlyAdded} />
            </div>
            <TripStatsCard trips={stats.trips} />
            <GeographicDistribution stats={stats} />
            <MonthlyChart monthlyVisits={stats.monthlyVisits} />
          </>
        )}
      </div>
    </div>
  );
}
