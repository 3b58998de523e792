import { useId, useMemo, useState } from 'react';
import { Field, inputClass } from '#client/components/ui/field.tsx';

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
      <Field id={searchId} label="Find a place" hint={`The first ${MAX_MATCHES} matches are listed`}>
        <input
          id={searchId}
          type="search"
          className={inputClass}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </Field>
      <Field id={listId} label="Place">
        <select
          id={listId}
          className={inputClass}
          value={value ? String(value.id) : ''}
          onChange={(event) => onChange(matches.find((p) => String(p.id) === event.target.value))}
        >
          <option value="">Choose a place</option>
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
