import { useId, useMemo } from 'react';
import { Link } from 'react-router';
import { formatDistance, nearestPlaces } from '#shared/geo/nearest.ts';
import { placePath } from '#shared/place-url.ts';
import { Button } from '#client/components/ui/button.tsx';
import { CloseIcon } from '#client/components/ui/icons.tsx';
import { usePosition } from '../hooks/use-position';
import { i18n } from '#client/lib/i18n.ts';

export interface NearPlace {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
}

/**
 * Near me: the browser's location (asked when this opens, on the visitor's click), then the
 * closest of `places` (public ones, the filters applied) with their distances, nearest first,
 * each a link to its page. `places` is undefined while their names are on their way.
 */
export function NearMe({
  places,
  onClose,
}: {
  places: readonly NearPlace[] | undefined;
  onClose: () => void;
}) {
  const headingId = useId();
  const { position, retry } = usePosition();
  const locale = navigator.language;
  const near = useMemo(
    () => (position.state === 'found' && places ? nearestPlaces(places, position) : undefined),
    [places, position],
  );
  let status = i18n._('Finding where you are…');
  if (position.state === 'failed') status = '';
  else if (near)
    status =
      near.length === 0
        ? i18n._('No place matches the filters.')
        : i18n._('The {count} closest to you.', { count: near.length });
  else if (position.state === 'found') status = i18n._('Reading the places’ names…');

  return (
    <section
      aria-labelledby={headingId}
      className="pointer-events-auto mt-2 w-80 max-w-[calc(100vw-6rem)] rounded-xl border border-slate-200 bg-white p-3 shadow-lg"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-sm font-bold text-slate-900">
          {i18n._('Near you')}
        </h2>
        <Button variant="ghost" size="icon" onClick={onClose} aria-label={i18n._('Close Near me')}>
          <CloseIcon size={16} />
        </Button>
      </div>
      <p role="status" className="text-sm text-slate-700">
        {status}
      </p>
      {position.state === 'failed' && (
        <div className="mt-1 space-y-2">
          <p role="alert" className="text-sm text-red-800">
            {/* use-position.ts words it in English, each a message. */}
            {i18n._(position.message)}
          </p>
          <Button variant="secondary" size="sm" onClick={retry}>
            {i18n._('Try again')}
          </Button>
        </div>
      )}
      {near && near.length > 0 && (
        <ol aria-label={i18n._('Places near you')} className="mt-2 max-h-72 space-y-1 overflow-y-auto">
          {near.map(({ place, meters }) => (
            <li key={place.id} className="flex items-baseline justify-between gap-3 text-sm">
              <Link
                to={placePath(place)}
                className="min-w-0 truncate rounded font-semibold text-teal-800 hover:underline focus-visible:outline-2 focus-visible:outline-teal-700"
              >
                {place.name}
              </Link>
              {/* Read as "Musée d’Orsay, 40 m", not as one word. */}
              <span className="sr-only">, </span>
              <span className="shrink-0 text-slate-700 tabular-nums">{formatDistance(meters, locale)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
