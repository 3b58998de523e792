import { useQuery } from '@tanstack/react-query';
import { Fragment, useEffect } from 'react';
import { Link } from 'react-router';
import { formatNumber, i18n } from '#client/lib/i18n.ts';
import { isOne } from '#client/lib/intl.ts';
import { tripsOfPlaceQuery } from '../api/trip-queries';

/** Trips named in a place's popup before "…". */
const NAMED = 2;

/** "In 2 trips: Japan by rail, Kyoto weekend": under a place's popup card while Trips is on. */
export function PlaceTrips({ placeId, onLayout }: { placeId: number; onLayout: () => void }) {
  const { data: trips } = useQuery(tripsOfPlaceQuery(placeId));
  const count = trips?.length ?? 0;
  // The popup fits itself to its content again once the line shows.
  useEffect(() => {
    if (count > 0) onLayout();
  }, [count, onLayout]);
  if (!trips || count === 0) return null;
  return (
    <p className="mt-2 border-t border-slate-200 px-3 pt-2 pb-1 text-sm text-slate-700">
      {isOne(count)
        ? i18n._('In {count} trip:', { count: formatNumber(count) })
        : i18n._('In {count} trips:', { count: formatNumber(count) })}{' '}
      {trips.slice(0, NAMED).map((trip, i) => (
        <Fragment key={trip.id}>
          {i > 0 && ', '}
          <Link to={trip.path} className="font-semibold text-teal-800 underline">
            {trip.title}
          </Link>
        </Fragment>
      ))}
      {count > NAMED && ', …'}
    </p>
  );
}
