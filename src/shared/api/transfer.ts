import { z } from 'zod';
import { EXPORT_FORMAT_NAMES, ExportSelectionSchema } from '../bulk';
import { defineRoute, file } from './define';
import { PlacesDownloadQuery } from './download-query';
import { PLACES_DOWNLOAD_PATH } from '../places-download';

/** What a restore answers: what it put in place, by section (and `photos`). */
export const RestoreResultSchema = z
  .strictObject({ restored: z.record(z.string(), z.number().int()) })
  .meta({ id: 'RestoreResult' });

/** An export is GeoJSON, CSV or KML, as its format says (with its charset). */
const EXPORT_FILE = file('application/geo+json', 'text/csv', 'application/vnd.google-earth.kml+xml');

export const transferApi = {
  export: defineRoute({
    method: 'GET',
    path: '/api/export',
    tag: 'Export and archive',
    summary: 'Every place as a file to download (GeoJSON, CSV or KML); uploaded photos as absolute links.',
    access: 'owner',
    query: z.object({ format: z.enum(EXPORT_FORMAT_NAMES, { error: 'Use geojson, csv or kml' }) }),
    queryMessage: 'Choose an export format: geojson, csv or kml.',
    response: EXPORT_FILE,
    errors: ['invalid_input'],
  }),
  exportSelection: defineRoute({
    method: 'POST',
    path: '/api/export',
    tag: 'Export and archive',
    summary: "The live places among the chosen ones (the list's selection) as a file to download.",
    access: 'owner',
    body: ExportSelectionSchema,
    response: EXPORT_FILE,
    errors: ['invalid_input'],
  }),
  download: defineRoute({
    method: 'GET',
    path: PLACES_DOWNLOAD_PATH,
    tag: 'Export and archive',
    summary:
      "The public places the home page's filters select (its URL's params), as KML or GPX to take along; private places never.",
    access: 'anyone',
    query: PlacesDownloadQuery,
    queryMessage: 'The download is not valid: a format (kml or gpx) and the filters of the page.',
    response: file('application/vnd.google-earth.kml+xml', 'application/gpx+xml'),
    headers: ['ETag', 'If-None-Match', 'Content-Disposition'],
    errors: ['invalid_input'],
  }),
  archive: defineRoute({
    method: 'GET',
    path: '/api/archive',
    tag: 'Export and archive',
    summary: 'The whole site as one zip (places, history, photos, pages, settings), streamed.',
    access: 'owner',
    response: file('application/zip'),
    errors: [],
  }),
  restore: defineRoute({
    method: 'POST',
    path: '/api/archive/restore',
    tag: 'Export and archive',
    summary:
      'Restores an archive (the zip as the body) into an empty site; a site that has places is refused (409).',
    access: 'owner',
    rawBody: 'application/zip',
    response: RestoreResultSchema,
    errors: ['bad_archive', 'upload_interrupted', 'site_not_empty', 'restore_running'],
  }),
};
