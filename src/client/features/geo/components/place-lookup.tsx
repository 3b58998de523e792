import { useEffect } from 'react';
import type { GeocodeResult } from '#shared/geo/geocode.ts';
import { GEOCODE_QUERY_MAX } from '#shared/geo/geocode.ts';
import { AlertIcon, PinIcon, SearchIcon } from '#client/components/ui/icons.tsx';
import { formMessage, i18n } from '#client/lib/i18n.ts';
import { useGeocode } from '../api/use-geocode';

/**
 * Looks up where a place named in words is (a visitor's suggestion: its name and location) with the
 * site's geocoder, and says so: that it is looking, what it found (handed to `onFound`, once per
 * answer), that it found nothing, or why it could not look.
 */
export function PlaceLookup({ text, onFound }: { text: string; onFound: (result: GeocodeResult) => void }) {
  const query = text.trim().slice(0, GEOCODE_QUERY_MAX);
  const { data, error } = useGeocode(query);
  const result = data?.[0];
  useEffect(() => {
    if (result) onFound(result);
    // Once per answer: the caller's callback may be new at every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);

  let note;
  if (error)
    note = (
      <>
        <AlertIcon size={16} className="mt-0.5 shrink-0" />
        <span>
          {i18n._('Could not look up “{query}”: {reason}', { query, reason: formMessage(error.message) })}
        </span>
      </>
    );
  else if (data === undefined)
    note = (
      <>
        <SearchIcon size={16} className="mt-0.5 shrink-0 animate-pulse" />
        <span>{i18n._('Looking up “{query}”…', { query })}</span>
      </>
    );
  else if (result)
    note = (
      <>
        <PinIcon size={16} className="mt-0.5 shrink-0" />
        <span>
          {i18n._(
            'Found “{name}”: its coordinates are filled in below, with the country and state there. Check them before adding.',
            { name: result.displayName },
          )}
        </span>
      </>
    );
  else
    note = (
      <>
        <AlertIcon size={16} className="mt-0.5 shrink-0" />
        <span>
          {i18n._('Nothing found for “{query}”. Search the address or place the pin on the map.', { query })}
        </span>
      </>
    );
  return (
    <div
      role="status"
      className="mb-4 flex items-start gap-2 rounded-xl border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-950"
    >
      {note}
    </div>
  );
}
