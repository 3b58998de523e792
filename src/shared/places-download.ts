import { toSearchParams, type Filters } from './filters';

// Zod-free: the sidebar's Download links are built from this without the schemas that check them.

/** What a visitor may download the filtered view as: KML for Google My Maps, GPX for GPS apps. */
export const DOWNLOAD_FORMATS = ['kml', 'gpx'] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];

export const PLACES_DOWNLOAD_PATH = '/api/places/download';

/**
 * The link to the filtered view as a file: the page's own filter params (the owner's filters left
 * out: a download holds public places only, and the server refuses `only`).
 */
export function placesDownloadHref(filters: Filters, format: DownloadFormat): string {
  const params = toSearchParams({ ...filters, only: [] }, 'map');
  params.set('format', format);
  return `${PLACES_DOWNLOAD_PATH}?${params.toString()}`;
}
