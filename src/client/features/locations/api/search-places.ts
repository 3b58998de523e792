import { locationsRoutes } from '#shared/api/routes/locations.generated.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { MAX_SEARCH } from '#shared/api/query-limits.ts';
import { call } from '#client/lib/api.ts';
import { usePlaces } from './get-places';
import { locationKeys } from '#client/lib/query-keys/locations.ts';

/** The server is asked once typing pauses this long: names match at each keystroke, addresses and notes then. */
export const SEARCH_DEBOUNCE_MS = 150;

/** The search as the server compares it: trimmed, lower case. */
export const searchKey = (text: string) => text.trim().toLowerCase();

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (value === settled) return;
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, settled, ms]);
  return value === '' ? '' : settled;
}

/**
 * The places whose address or notes contain the search (GET /api/locations/search), asked after a
 * pause in the typing. `found` is given only while it answers the search as typed now, so a place
 * found for an earlier text never shows for this one; `searching` is true until it does.
 */
export function usePlaceSearch(text: string): { found: ReadonlySet<number> | undefined; searching: boolean } {
  const wanted = searchKey(text);
  const q = useDebounced(wanted, SEARCH_DEBOUNCE_MS);
  const placesAt = usePlaces().dataUpdatedAt;
  const enabled = q !== '' && q.length <= MAX_SEARCH;
  const query = useQuery({
    queryKey: locationKeys.search(q, placesAt),
    queryFn: async ({ signal }) => {
      const { ids } = await call(locationsRoutes.search, { query: { q }, signal });
      return { q, ids: new Set(ids) };
    },
    enabled,
    staleTime: Infinity,
    gcTime: 30_000,
    // The earlier answer stays while a changed list is asked again (it is shown only if its q is still the search).
    placeholderData: keepPreviousData,
  });
  const current = query.data?.q === wanted ? query.data.ids : undefined;
  const answered = current !== undefined && !query.isPlaceholderData;
  return {
    found: current,
    searching: wanted !== '' && wanted.length <= MAX_SEARCH && !answered && !query.isError,
  };
}
