import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useState } from 'react';
import { Link, useLocation as useRoute, useNavigate } from 'react-router';
import { tripsRoutes } from '#shared/api/routes/trips.generated.ts';
import { tripIdOfSegment, tripPath } from '#shared/trips/trip.ts';
import type { Trip, TripCard } from '#shared/trips/trip-schema.ts';
import { ApiError, routeUrl } from '#client/lib/api.ts';
import { track } from '#client/lib/beacon.ts';
import { PageHead } from '#client/components/page-head.tsx';
import { i18n } from '#client/lib/i18n.ts';
import { tripQuery, tripRouteQuery, tripsQuery } from '../api/trip-queries';
import { TripLoadError, TripNotFound, TripPageSkeleton } from './trip-states';
import { FIRST_ROUTE_ZOOM } from './trip-map';
import { TripView } from './trip-view';
import { tripHeadText } from './trip-words';

const PREFIX = '/trips/';

/** `/trips/:id-:slug`: a trip's page; a slug that is not its current one is replaced in the address bar. */
export function TripPage() {
  const segment = decodeURIComponent(useRoute().pathname.slice(PREFIX.length));
  const id = tripIdOfSegment(segment);
  const trip = useQuery({ ...tripQuery(id ?? 0), enabled: id !== null, retry: notMissing });
  // A query's answer renders at once and whole; a trip of 500 stops is laid out in a transition instead,
  // which yields to the browser between components (the skeleton stays meanwhile).
  const data = useDeferredValue(trip.data);
  if (id === null || (trip.error instanceof ApiError && trip.error.status === 404)) return <TripNotFound />;
  if (data) return <PublicTrip key={id} trip={data} segment={segment} />;
  if (trip.error) return <TripLoadError error={trip.error} onRetry={() => void trip.refetch()} />;
  return <TripPageSkeleton />;
}

/** A missing trip is not asked for again; a failed connection is, twice. */
const notMissing = (failures: number, error: Error) =>
  !(error instanceof ApiError && error.status < 500) && failures < 2;

function PublicTrip({ trip, segment }: { trip: Trip; segment: string }) {
  const path = tripPath(trip);
  const { search, hash } = useRoute();
  const navigate = useNavigate();
  const stale = segment !== path.slice(PREFIX.length);
  useEffect(() => track('trip_opened', trip.id), [trip.id]);
  useEffect(() => {
    if (stale) void navigate({ pathname: path, search, hash }, { replace: true });
  }, [stale, navigate, path, search, hash]);
  const params = { id: String(trip.id) };
  const [routeZoom, setRouteZoom] = useState(FIRST_ROUTE_ZOOM);
  const route = useDeferredValue(
    useQuery({ ...tripRouteQuery(trip.id, routeZoom), placeholderData: keepPreviousData }).data,
  );
  return (
    <>
      <PageHead
        path={path}
        meta={
          trip.visibility === 'public'
            ? tripHeadText(trip)
            : { ...tripHeadText(trip), path: undefined, noindex: true }
        }
      />
      <TripView
        trip={trip}
        route={route}
        onRouteZoom={setRouteZoom}
        exportUrl={(format) => routeUrl(tripsRoutes.export, { params, query: { format } })}
        footer={<TripNeighbours id={trip.id} />}
      />
    </>
  );
}

const NEIGHBOUR_LINK =
  'block rounded-xl border border-slate-200 p-3 hover:border-teal-600 focus-visible:ring-2 focus-visible:ring-teal-700 focus-visible:outline-none';

/** The previous (older) and next (newer) trips of the list, newest first. */
function TripNeighbours({ id }: { id: number }) {
  const cards = useQuery(tripsQuery).data ?? [];
  const index = cards.findIndex((card) => card.id === id);
  if (index < 0) return null;
  const previous: TripCard | undefined = cards[index + 1];
  const next: TripCard | undefined = index > 0 ? cards[index - 1] : undefined;
  if (!previous && !next) return null;
  return (
    <nav aria-label={i18n._('Other trips')} className="trip-no-print mt-10 grid gap-3 sm:grid-cols-2">
      {previous && (
        <Link to={previous.path} className={NEIGHBOUR_LINK}>
          <span className="block text-sm text-slate-600">{i18n._('Previous trip')}</span>
          <span className="font-semibold text-teal-800">{previous.title}</span>
        </Link>
      )}
      {next && (
        <Link to={next.path} className={`${NEIGHBOUR_LINK} sm:col-start-2 sm:text-end`}>
          <span className="block text-sm text-slate-600">{i18n._('Next trip')}</span>
          <span className="font-semibold text-teal-800">{next.title}</span>
        </Link>
      )}
    </nav>
  );
}
