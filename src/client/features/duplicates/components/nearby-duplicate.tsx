import { useMemo } from 'react';
import { AlertIcon } from '#client/components/ui/icons.tsx';
import type { MapPlace } from '#shared/map-data.ts';
import { nearbyDuplicate } from './nearby-duplicate-match';
import { formatNumber, i18n } from '#client/lib/i18n.ts';

function coordinate(text: string, limit: number): number | null {
  if (text.trim() === '') return null;
  const value = Number(text.trim());
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
}

/**
 * Warns, before Add, when the place being added is within NEARBY_DUPLICATE_M of one already on the
 * map with a similar name: names it, with a link to it (in a new tab, so the form stays). Adding
 * anyway stays possible.
 */
export function NearbyDuplicate({
  places,
  name,
  latitude,
  longitude,
}: {
  /** The places as the map has them (the locations feature's places query), until they are read. */
  places: readonly MapPlace[] | undefined;
  name: string;
  latitude: string;
  longitude: string;
}) {
  const lat = coordinate(latitude, 90);
  const lng = coordinate(longitude, 180);
  const match = useMemo(
    () => (places && lat !== null && lng !== null ? nearbyDuplicate(places, name, lat, lng) : undefined),
    [places, name, lat, lng],
  );
  if (!match) return null;
  // The sentence whole, for the page's language to order; the place's name is the link in it.
  const sentence = i18n._('{place} is {distance} m from here. You can still add this place.', {
    place: '{place}',
    distance: formatNumber(Math.round(match.distanceM)),
  });
  const [before, after] = sentence.split('{place}');
  return (
    <div
      role="status"
      className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
    >
      <AlertIcon size={16} className="mt-0.5 shrink-0" />
      <p>
        {i18n._('Already on the map?')} {before}
        <a
          href={`/?place=${match.place.id}`}
          target="_blank"
          rel="noopener"
          className="font-semibold underline underline-offset-2"
        >
          {match.place.name}
          <span className="sr-only"> {i18n._('(opens in a new tab)')}</span>
        </a>
        {after}
      </p>
    </div>
  );
}
