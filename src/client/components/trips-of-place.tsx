import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { tripPath } from '#shared/trips/trip.ts';
import { tripsOfPlaceQuery } from '#client/lib/trips-of-place.ts';
import { i18n } from '#client/lib/i18n.ts';

const dates = (start: string | null, end: string | null) =>
  start && end && start !== end ? i18n._('{start} to {end}', { start, end }) : (start ?? end ?? '');

/**
 * The trips a place is in, as links to their pages, framed by `frame` (a details section); nothing
 * at all while they load, when there are none, or when they cannot be read.
 */
export function TripsOfPlace({ placeId, frame }: { placeId: number; frame: (list: ReactNode) => ReactNode }) {
  const trips = useQuery(tripsOfPlaceQuery(placeId));
  if (!trips.data || trips.data.length === 0) return null;
  return frame(
    <ul className="space-y-1 text-sm">
      {trips.data.map((trip) => (
        <li key={trip.id}>
          <Link to={tripPath(trip)} className="font-medium text-teal-800 underline">
            {trip.title}
          </Link>
          {dates(trip.startDate, trip.endDate) && (
            <span className="text-slate-600"> · {dates(trip.startDate, trip.endDate)}</span>
          )}
        </li>
      ))}
    </ul>,
  );
}
