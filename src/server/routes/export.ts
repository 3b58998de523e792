import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { Location } from '../../shared/location';
import { absolutePhotoUrl } from '../../shared/media';
import { chunks, listLocations } from '../db/locations';
import { EXPORT_FORMATS, exportFileName, isExportFormat, type ExportFormat } from '../export/formats';
import { ExportSelectionSchema } from '../../shared/bulk';
import { jsonBody, query } from '../input';
import type { RoutePlugin } from '../context';

const ExportSelectionBody = jsonBody(ExportSelectionSchema);

const ExportQuery = query(
  z.object({ format: z.custom<ExportFormat>(isExportFormat, 'Use geojson, csv or kml') }),
  'Choose an export format: geojson, csv or kml.',
);

/**
 * An export is read outside the site: uploaded photos go as absolute links on SITE_URL (an import
 * here turns them back into the stored photos).
 */
function sendExport(reply: FastifyReply, format: ExportFormat, places: readonly Location[], siteUrl: string) {
  const { contentType, serialize } = EXPORT_FORMATS[format];
  const portable = places.map((place) => ({
    ...place,
    photos: place.photos.map((url) => absolutePhotoUrl(url, siteUrl)),
  }));
  return reply
    .type(contentType)
    .header('content-disposition', `attachment; filename="${exportFileName(format)}"`)
    .header('cache-control', 'no-store')
    .send(serialize(portable));
}

/**
 * GET /api/export?format=geojson|csv|kml: every place as a file to download (owner only);
 * POST /api/export with `{ format, ids }`: the live places among the chosen ones (the list's selection).
 */
export const exportRoutes: RoutePlugin = async (app, { database, requireOwner, config }) => {
  app.get(
    '/export',
    { onRequest: requireOwner, schema: { querystring: ExportQuery } },
    async (request, reply) =>
      sendExport(reply, request.query.format, await listLocations(database.db), config.siteUrl),
  );

  app.post(
    '/export',
    { onRequest: requireOwner, schema: { body: ExportSelectionBody } },
    async (request, reply) => {
      const { format, ids } = request.body;
      const places = [];
      for (const part of chunks(ids)) places.push(...(await listLocations(database.db, { ids: part })));
      return sendExport(
        reply,
        format,
        places.sort((a, b) => a.id - b.id),
        config.siteUrl,
      );
    },
  );
};
