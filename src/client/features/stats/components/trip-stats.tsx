import { Link } from 'react-router';
import type { TripStats } from '#shared/stats.ts';
import type { TransportMode } from '#shared/trips/trip.ts';
import { modeLabel } from '#client/components/shared-words.ts';
import { CountBars } from './count-bars';
import { EmptyNote, SectionCard } from './section-card';
import { formatNumber, i18n } from '#client/lib/i18n.ts';
import { isOne } from '#client/lib/intl.ts';

/** The ways of travel in the page's language (trip.ts has the English, the owner's). */
const wayLabel = (mode: TransportMode | 'unknown'): string =>
  mode === 'unknown' ? i18n._('Other') : modeLabel(mode);

/** The public trips: how many, the kilometres by way of travel, and the longest trip. */
export function TripStatsCard({ trips }: { trips: TripStats }) {
  const { count, totalKm, longest } = trips;
  return (
    <SectionCard id="trip-stats-heading" title={i18n._('Trips')}>
      {count === 0 ? (
        <EmptyNote>{i18n._('No trips yet. Kilometres travelled will add up here.')}</EmptyNote>
      ) : (
        <>
          <p className="mb-4 text-slate-700">
            {isOne(count)
              ? i18n._('{count} trip, {km} km travelled.', {
                  count: formatNumber(count),
                  km: formatNumber(totalKm),
                })
              : i18n._('{count} trips, {km} km travelled.', {
                  count: formatNumber(count),
                  km: formatNumber(totalKm),
                })}
            {longest && (
              <>
                {' '}
                {i18n._('The longest:')}{' '}
                <Link to={longest.path} className="font-semibold text-teal-800 underline">
                  {longest.title}
                </Link>{' '}
                ({i18n._('{km} km', { km: formatNumber(longest.km) })}).
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
              label: wayLabel(mode),
            }))}
          />
        </>
      )}
    </SectionCard>
  );
}
