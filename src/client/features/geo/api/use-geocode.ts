import { geoRoutes } from '#shared/api/routes/geo.generated.ts';
import { useQuery } from '@tanstack/react-query';
import type { GeocodeResult } from '#shared/geo/geocode.ts';
import { geoKeys } from '#client/lib/query-keys/geo.ts';
import { ApiError, call } from '#client/lib/api.ts';
import { i18n } from '#client/lib/i18n.ts';

/** The server gives up after 5 s; the page gives the request a little longer before it does too. */
const CLIENT_TIMEOUT_MS = 8000;

async function geocode(query: string, signal: AbortSignal): Promise<GeocodeResult[]> {
  // AbortSignal.any is too new for some Safari versions still in use.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), CLIENT_TIMEOUT_MS);
  const cancel = () => controller.abort();
  signal.addEventListener('abort', cancel, { once: true });
  try {
    return await call(geoRoutes.geocode, { query: { q: query }, signal: controller.signal });
  } catch (error) {
    if (controller.signal.aborted && !signal.aborted)
      throw new ApiError(
        504,
        i18n._(
          'The address search did not answer in time. Please try again in a moment, or place the pin on the map.',
        ),
        'geocoder_timeout',
      );
    throw error;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', cancel);
  }
}

/**
 * Address search (GET /api/geocode): runs when `query` is set (the Search button), answers are
 * kept for the session. Errors carry the server's plain message (not configured, down, too slow).
 */
export function useGeocode(query: string | null) {
  return useQuery({
    queryKey: geoKeys.geocode(query ?? ''),
    queryFn: ({ signal }) => geocode(query ?? '', signal),
    enabled: query !== null && query.trim() !== '',
    staleTime: Infinity,
    retry: false,
  });
}
