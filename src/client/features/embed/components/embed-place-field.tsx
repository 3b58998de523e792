import { useId, useMemo, useState } from 'react';
import { Field, inputClass } from '#client/components/ui/field.tsx';
import { i18n } from '#client/lib/i18n.ts';

/** How many matching places the list offers at once: typing narrows it. */
const MAX_MATCHES = 50;

export interface EmbedPlaceChoice {
  id: number;
  name: string;
}

/** One place to embed: a search over the names and a list of the places that match it. */
export function EmbedPlaceField({
  places,
  value,
  onChange,
}: {
  places: readonly EmbedPlaceChoice[];
  value: EmbedPlaceChoice | undefined;
  onChange: (place: EmbedPlaceChoice | undefined) => void;
}) {
  const searchId = useId();
  const listId = useId();
  const [search, setSearch] = useState('');
  const matches = useMemo(() => {
    const term = search.trim().toLowerCase();
    const found: EmbedPlaceChoice[] = [];
    for (const place of places) {
      if (found.length === MAX_MATCHES) break;
      if (!term || place.name.toLowerCase().includes(term)) found.push(place);
    }
    // The chosen place stays listed whatever the search, so the list always shows the choice.
    return value && !found.some((p) => p.id === value.id) ? [value, ...found] : found;
  }, [places, search, value]);

  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field
        id={searchId}
        label={i18n._('Find a place')}
        hint={i18n._('The first {count} matches are listed', { count: MAX_MATCHES })}
      >
        <input
          id={searchId}
          type="search"
          className={inputClass}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </Field>
      <Field id={listId} label={i18n._('Place')}>
        <select
          id={listId}
          className={inputClass}
          value={value ? String(value.id) : ''}
          onChange={(event) => onChange(matches.find((p) => String(p.id) === event.target.value))}
        >
          <option value="">{i18n._('Choose a place')}</option>
          {matches.map((place) => (
            <option key={place.id} value={place.id}>
              {place.name}
            </option>
          ))}
        </select>
      </Field>
    </div>
  );
}
