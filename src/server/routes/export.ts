import type { FastifyReply } from 'fastify';
import type { Location } from '#shared/location.ts';
import { absolutePhotoUrl } from '#shared/media.ts';
import { chunks, listLocations } from '../db/locations';
import { EXPORT_FORMATS, exportFileName, type ExportFormat } from '../export/formats';
import { transferApi } from '#shared/api/transfer.ts';
import { routeServer } from '../api/serve';
import type { RoutePlugin } from '../context';

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
export const exportRoutes: RoutePlugin = async (app, context) => {
  const { database, config } = context;
  const serve = routeServer(app, context);

  serve(transferApi.export, async (request, reply) =>
    sendExport(reply, request.query.format, await listLocations(database.db), config.siteUrl),
  );

  serve(transferApi.exportSelection, async (request, reply) => {
    const { format, ids } = request.body;
    const places = [];
    for (const part of chunks(ids)) places.push(...(await listLocations(database.db, { ids: part })));
    return sendExport(
      reply,
      format,
      places.sort((a, b) => a.id - b.id),
      config.siteUrl,
    );
  });
};
