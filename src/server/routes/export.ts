import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { listLocations } from '../db/locations';
import { badInput } from '../errors';
import { EXPORT_FORMATS, exportFileName, isExportFormat } from '../export/formats';
import type { AppContext } from '../context';

const QuerySchema = z.object({ format: z.string().optional() });

/** GET /api/export?format=geojson|csv|kml: every place as a file to download (owner only). */
export const exportRoutes: FastifyPluginAsync<AppContext> = async (app, { database, requireOwner }) => {
  app.get('/export', { preHandler: requireOwner }, async (request, reply) => {
    const { format } = QuerySchema.parse(request.query);
    if (!isExportFormat(format)) {
      throw badInput({ format: 'Use geojson, csv or kml' }, 'Choose an export format: geojson, csv or kml.');
    }
    const { contentType, serialize } = EXPORT_FORMATS[format];
    const body = serialize(await listLocations(database.db));
    return reply
      .type(contentType)
      .header('content-disposition', `attachment; filename="${exportFileName(format)}"`)
      .header('cache-control', 'no-store')
      .send(body);
  });
};
