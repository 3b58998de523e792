import { z } from 'zod';
import { listLocations } from '../db/locations';
import { EXPORT_FORMATS, exportFileName, isExportFormat, type ExportFormat } from '../export/formats';
import { query } from '../input';
import type { RoutePlugin } from '../context';

const ExportQuery = query(
  z.object({ format: z.custom<ExportFormat>(isExportFormat, 'Use geojson, csv or kml') }),
  'Choose an export format: geojson, csv or kml.',
);

/** GET /api/export?format=geojson|csv|kml: every place as a file to download (owner only). */
export const exportRoutes: RoutePlugin = async (app, { database, requireOwner }) => {
  app.get(
    '/export',
    { onRequest: requireOwner, schema: { querystring: ExportQuery } },
    async (request, reply) => {
      const { format } = request.query;
      const { contentType, serialize } = EXPORT_FORMATS[format];
      const body = serialize(await listLocations(database.db));
      return reply
        .type(contentType)
        .header('content-disposition', `attachment; filename="${exportFileName(format)}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
};
