import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { tripsRoutes } from '#shared/api/routes/trips.generated.ts';
import { ApiError, routeUrl } from '#client/lib/api.ts';
import { PageHead } from '#client/components/page-head.tsx';
import { track } from '#client/lib/beacon.ts';
import { i18n } from '#client/lib/i18n.ts';
import { sharedTripQuery, sharedTripRouteQuery } from '../api/trip-queries';
import { ShareLinkGone, TripLoadError, TripNotFound, TripPageSkeleton } from './trip-states';
import { FIRST_ROUTE_ZOOM } from './trip-map';
import { TripView } from './trip-view';
import { sharedTripHeadText } from './trip-words';

/**
 * `/t/:token`: a trip read through a share link, no account needed, kept out of search results;
 * a revoked or expired link says so in words (the server answers the page with 410).
 */
export function SharedTripPage() {
  const token = useParams().token ?? '';
  const trip = useQuery(sharedTripQuery(token));
  const [routeZoom, setRouteZoom] = useState(FIRST_ROUTE_ZOOM);
  const route = useDeferredValue(
    useQuery({
      ...sharedTripRouteQuery(token, routeZoom),
      placeholderData: keepPreviousData,
      enabled: trip.isSuccess,
    }).data,
  );
  // Laid out in a transition, as on the trip's own page (trip-page.tsx).
  const data = useDeferredValue(trip.data);
  const tripId = trip.data?.id;
  useEffect(() => {
    if (tripId !== undefined) track('trip_opened', tripId);
  }, [tripId]);
  if (trip.error instanceof ApiError && trip.error.status === 410) return <ShareLinkGone />;
  if (trip.error instanceof ApiError && trip.error.status < 500) return <TripNotFound />;
  if (trip.error) return <TripLoadError error={trip.error} onRetry={() => void trip.refetch()} />;
  if (!data) return <TripPageSkeleton />;
  const params = { token };
  return (
    <>
      <PageHead path="" meta={sharedTripHeadText(data)} />
      <TripView
        trip={data}
        route={route}
        onRouteZoom={setRouteZoom}
        exportUrl={(format) => routeUrl(tripsRoutes.sharedExport, { params, query: { format } })}
        notice={
          <p className="mt-3 rounded-lg bg-teal-50 px-3 py-2 text-sm text-teal-900">
            {i18n._('Shared with you by a link: this trip is not listed on the site.')}
          </p>
        }
      />
    </>
  );
}
