import { Link } from 'react-router';
import { shownPhotoSrc } from '#shared/media.ts';
import type { TripCard as TripCardData } from '#shared/trips/trip-schema.ts';
import { MapIcon } from '#client/components/ui/icons.tsx';
import { daysText, kmText, tripDatesText, visibilityLabel } from './trip-words';

/** One trip in the list: cover (or a quiet placeholder), title, dates, days, countries, distance. */
export function TripCard({ trip }: { trip: TripCardData }) {
  const dates = tripDatesText(trip);
  return (
    <li className="relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 focus-within:ring-2 focus-within:ring-teal-700 hover:ring-teal-600">
      {trip.coverPhoto ? (
        <img
          src={shownPhotoSrc(trip.coverPhoto)}
          alt=""
          loading="lazy"
          className="aspect-[16/9] w-full object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className="flex aspect-[16/9] w-full items-center justify-center bg-gradient-to-br from-slate-100 to-teal-50 text-teal-700/60"
        >
          <MapIcon size={44} />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-1 p-4">
        {trip.visibility !== 'public' && (
          <span className="self-start rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            {visibilityLabel(trip.visibility)}
          </span>
        )}
        <h2 className="text-lg font-bold text-slate-900">
          {/* The whole card is the link (its ::after covers it); the title alone is its name. */}
          <Link to={trip.path} className="after:absolute after:inset-0 focus-visible:outline-none">
            {trip.title}
          </Link>
        </h2>
        {dates && <p className="text-sm text-slate-700">{dates}</p>}
        <p className="text-sm text-slate-600">
          {[
            daysText(trip.dayCount),
            trip.countries.join(', '),
            trip.distanceKm > 0 ? kmText(trip.distanceKm) : '',
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
    </li>
  );
}
