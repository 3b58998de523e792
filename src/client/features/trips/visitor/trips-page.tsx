import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageHead } from '#client/components/page-head.tsx';
import { LoadError } from '#client/components/ui/load-error.tsx';
import { i18n } from '#client/lib/i18n.ts';
import { tripsQuery } from '../api/trip-queries';
import { TripCard } from './trip-card';

/**
 * `/trips`: every trip as a card, newest first (the API's order). The owner also sees their
 * unlisted and private trips, badged, and their own actions (`ownerActions`, from the editor).
 */
export function TripsPage({ ownerActions }: { ownerActions?: ReactNode }) {
  const trips = useQuery(tripsQuery);
  return (
    <div className="mx-auto max-w-6xl p-4 sm:p-6">
      <PageHead path="/trips" />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{i18n._('Trips')}</h1>
          <p className="mt-1 text-slate-700">{i18n._('Journeys day by day, with the route on the map.')}</p>
        </div>
        {ownerActions}
      </div>
      {trips.error ? (
        <div className="mt-8">
          <LoadError
            title={i18n._('The trips could not be loaded')}
            error={trips.error}
            onRetry={() => void trips.refetch()}
          />
        </div>
      ) : !trips.data ? (
        <div
          role="status"
          aria-busy="true"
          aria-label={i18n._('Loading the trips')}
          className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3"
        >
          {[0, 1, 2].map((row) => (
            <div key={row} className="h-64 animate-pulse rounded-2xl bg-slate-100" />
          ))}
        </div>
      ) : trips.data.length === 0 ? (
        <div className="mt-8 rounded-2xl border border-dashed border-slate-300 p-8 text-center">
          <p className="text-lg font-semibold text-slate-900">{i18n._('No trips yet')}</p>
          <p className="mt-1 text-slate-600">
            {i18n._('Journeys will appear here, day by day, as they are shared.')}
          </p>
        </div>
      ) : (
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {trips.data.map((trip) => (
            <TripCard key={trip.id} trip={trip} />
          ))}
        </ul>
      )}
    </div>
  );
}
