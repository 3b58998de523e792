import { useId, useState, type KeyboardEvent } from 'react';
import type { GeocodeResult } from '#shared/geo/geocode.ts';
import { GEOCODE_QUERY_MAX } from '#shared/geo/geocode.ts';
import { Button } from '#client/components/ui/button.tsx';
import { CharacterCount, nearLimit } from '#client/components/ui/character-count.tsx';
import { inputClass } from '#client/components/ui/field.tsx';
import { PinIcon, SearchIcon } from '#client/components/ui/icons.tsx';
import { formatNumber, formMessage, i18n } from '#client/lib/i18n.ts';
import { isOne } from '#client/lib/intl.ts';
import { useGeocode } from '../api/use-geocode';

/**
 * Address search for the place forms: type, press Search (or Enter), pick one of the results.
 * `onPick` receives name, full address, coordinates, country and (US) state to fill the form with.
 * Never leaves the form waiting: the server answers or gives a plain message within seconds.
 */
export function AddressSearch({
  onPick,
  defaultQuery = '',
}: {
  onPick: (result: GeocodeResult) => void;
  defaultQuery?: string;
}) {
  const id = useId();
  const [text, setText] = useState(defaultQuery);
  const [query, setQuery] = useState<string | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const { data: results, error, isFetching } = useGeocode(query);

  // A longer search is refused, never cut: the count says by how much.
  const tooLong = text.trim().length > GEOCODE_QUERY_MAX;
  const search = () => {
    const trimmed = text.trim();
    if (trimmed === '' || tooLong) return;
    setPicked(null);
    setQuery(trimmed);
  };
  // Inside the place form, Enter searches instead of submitting the form.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    search();
  };

  const showResults = query !== null && !isFetching && !error && results !== undefined && picked === null;
  return (
    <div className="space-y-2">
      <label htmlFor={`${id}-query`} className="mb-1 block text-sm font-medium text-slate-800">
        {i18n._('Search address')}
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-query`}
          type="search"
          value={text}
          autoComplete="off"
          placeholder={i18n._('A place, street or city')}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={tooLong || undefined}
          aria-describedby={nearLimit(text, GEOCODE_QUERY_MAX) ? `${id}-status ${id}-count` : `${id}-status`}
          className={inputClass}
        />
        <Button
          variant="secondary"
          onClick={search}
          disabled={isFetching || text.trim() === '' || tooLong}
          aria-busy={isFetching}
        >
          <SearchIcon size={16} />
          {isFetching ? i18n._('Searching…') : i18n._('Search')}
        </Button>
      </div>
      {nearLimit(text, GEOCODE_QUERY_MAX) && (
        <p id={`${id}-count`} className="text-sm text-slate-600">
          <CharacterCount value={text} max={GEOCODE_QUERY_MAX} />
        </p>
      )}
      <div id={`${id}-status`} role="status" aria-live="polite" className="text-sm">
        {isFetching && (
          <span className="text-slate-600">{i18n._('Searching for “{query}”…', { query: query ?? '' })}</span>
        )}
        {error && !isFetching && (
          <span className="font-medium text-red-700">{formMessage(error.message)}</span>
        )}
        {showResults && results.length === 0 && (
          <span className="text-slate-700">
            {i18n._('Nothing found for “{query}”. Try fewer words, or place the pin on the map.', {
              query: query ?? '',
            })}
          </span>
        )}
        {showResults && results.length > 0 && (
          <span className="sr-only">
            {isOne(results.length)
              ? i18n._('{count} result: choose one.', { count: formatNumber(results.length) })
              : i18n._('{count} results: choose one.', { count: formatNumber(results.length) })}
          </span>
        )}
        {picked && (
          <span className="text-emerald-800">{i18n._('Filled in from “{name}”.', { name: picked })}</span>
        )}
      </div>
      {showResults && results.length > 0 && (
        <ul
          aria-label={i18n._('Search results')}
          className="max-h-60 divide-y divide-slate-100 overflow-y-auto rounded-xl border border-slate-200 bg-white"
        >
          {results.map((result) => (
            <li key={`${result.latitude},${result.longitude},${result.displayName}`}>
              <button
                type="button"
                onClick={() => {
                  setPicked(result.name);
                  onPick(result);
                }}
                className="flex w-full items-start gap-2 px-3 py-2 text-start hover:bg-teal-50 focus-visible:bg-teal-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-teal-700"
              >
                <PinIcon size={16} className="mt-0.5 shrink-0 text-teal-700" />
                <span className="min-w-0">
                  <span className="block font-medium text-slate-900">{result.name}</span>
                  <span className="block truncate text-xs text-slate-600">{result.displayName}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
