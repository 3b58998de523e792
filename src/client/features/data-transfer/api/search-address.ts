import type { GeocodeResult } from '../../../../shared/geo/geocode';
import { api } from '../../../lib/api';

/** The address search (GET /api/geocode) for a row without coordinates: its places, best first. */
export function searchAddress(query: string, signal: AbortSignal): Promise<GeocodeResult[]> {
  return api<GeocodeResult[]>(`/geocode?q=${encodeURIComponent(query)}`, { signal });
}
