import type { Trip } from '#shared/trips/trip-schema.ts';
import { HttpError } from '../errors';

/**
 * The printable day-by-day PDF of a pack's trip (issue 43). A placeholder: the PDF engineer
 * replaces this file with the real one (pdf-lib or @react-pdf/renderer: maps as images, photos,
 * notes, coordinates). The library's download route (routes/library.ts) calls it as it is.
 */
export async function renderTripPdf(trip: Trip): Promise<Uint8Array> {
  void trip;
  throw new HttpError(501, 'not_implemented', 'The printable PDF is not ready yet; the other files are.');
}
