import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import { placePath } from '#shared/place-url.ts';
import type { TripPlace } from '#shared/trips/trip-schema.ts';
import { Button } from '#client/components/ui/button.tsx';
import { inputClass, labelClass } from '#client/components/ui/field.tsx';
import { usePlacesSource } from './places-source';
import { i18n } from '#client/lib/i18n.ts';

const SHOWN = 8;

/**
 * "Add places" to a day: the owner's places (the map data the list and map already read, handed in
 * by the app layer: no request of its own) found by name as typed, each added as a stop at the end of the day.
 */
export function AddPlaces({
  dayNumber,
  full,
  onAdd,
}: {
  dayNumber: number;
  full: boolean;
  onAdd: (place: TripPlace) => void;
}) {
  const [text, setText] = useState('');
  const searched = useDeferredValue(text.trim().toLowerCase());
  const places = useQuery({ ...usePlacesSource(), enabled: searched !== '' });
  const id = useId();
  const found = searched
    ? (places.data ?? []).filter((place) => place.name.toLowerCase().includes(searched)).slice(0, SHOWN)
    : [];

  return (
    <div className="mt-4">
      <label htmlFor={id} className={labelClass}>
        {i18n._('Add places to day {number}', { number: dayNumber })}
      </label>
      <input
        id={id}
        type="search"
        className={inputClass}
        placeholder={i18n._('Search your places by name')}
        value={text}
        disabled={full}
        onChange={(event) => setText(event.target.value)}
      />
      {searched !== '' && (
        <ul
          aria-label={i18n._('Places found for day {number}', { number: dayNumber })}
          className="mt-2 space-y-1"
        >
          {places.isPending && <li className="text-sm text-slate-600">{i18n._('Searching…')}</li>}
          {!places.isPending && found.length === 0 && (
            <li className="text-sm text-slate-600">{i18n._('No place by that name.')}</li>
          )}
          {found.map((place) => (
            <li key={place.id} className="flex items-center gap-2 text-sm">
              <span className="me-auto text-slate-900">
                {place.name}
                <span className="text-slate-600"> · {place.country}</span>
              </span>
              <Button
                size="sm"
                variant="secondary"
                aria-label={i18n._('Add {name} to day {number}', { name: place.name, number: dayNumber })}
                onClick={() =>
                  onAdd({
                    id: place.id,
                    name: place.name,
                    latitude: place.latitude,
                    longitude: place.longitude,
                    country: place.country,
                    state: place.state,
                    type: place.type,
                    status: place.status,
                    photo: null,
                    path: placePath(place),
                    isPrivate: Boolean(place.isPrivate),
                  })
                }
              >
                {i18n._('Add')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
