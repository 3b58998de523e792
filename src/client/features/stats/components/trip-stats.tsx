import { Link } from 'react-router';
import type { TripStats } from '#shared/stats.ts';
import { TRANSPORT_MODE_LABELS } from '#shared/trips/trip.ts';
import { CountBars } from './count-bars';
import { EmptyNote, SectionCard } from './section-card';
import { i18n } from '#client/lib/i18n.ts';

const integer = new Intl.NumberFormat('en-US');

/** The public trips: how many, the kilometres by way of travel, and the longest trip. */
export function TripStatsCard({ trips }: { trips: TripStats }) {
  const { count, totalKm, longest } = trips;
  return (
    <SectionCard id="trip-stats-heading" title={i18n._('Trips')}>
      {count === 0 ? (
        <EmptyNote>No trips yet. Kilometres travelled will add up here.</EmptyNote>
      ) : (
        <>
          <p className="mb-4 text-slate-700">
            {integer.format(count)} {count === 1 ? 'trip' : 'trips'}, {integer.format(totalKm)} km travelled.
            {longest && (
              <>
                {' '}
                The longest:{' '}
                <Link to={longest.path} className="font-semibold text-teal-800 underline">
                  {longest.title}
                </Link>{' '}
                ({integer.format(longest.km)} km).
              </>
            )}
          </p>
          <h3 className="mb-2 text-sm font-semibold text-slate-700">
            {i18n._('Kilometres by way of travel')}
          </h3>
          <CountBars
            unit="km"
            items={trips.kilometresByMode.map(({ mode, km }) => ({
              key: mode,
              count: km,
              label: mode === 'unknown' ? 'Other' : TRANSPORT_MODE_LABELS[mode],
            }))}
          />
        </>
      )}
    </SectionCard>
  );
}
