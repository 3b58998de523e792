import { mediaKitApi } from '#shared/api/media-kit.ts';
import { mediaKitService } from '#server/media-kit/service.ts';
import { readMediaKitSettings, saveMediaKitSettings } from '#server/media-kit/settings.ts';
import { routeServer } from '../api/serve';
import { notFound } from '../errors';
import type { RoutePlugin } from '../context';

/** The media kit's figures (public while it is on) and the owner's settings of it (issue 39). */
export const mediaKitRoutes: RoutePlugin = async (app, context) => {
  const serve = routeServer(app, context);
  const { db } = context.database;
  const service = mediaKitService(context);

  serve(mediaKitApi.get, async (request, reply) => {
    const seen = await service.forRequest(request);
    if (!seen) throw notFound('The media kit');
    // Turned off, it must be gone on the next load: browsers revalidate.
    reply.header('cache-control', 'no-cache');
    return seen.kit;
  });

  serve(mediaKitApi.settings, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return readMediaKitSettings(db);
  });

  serve(mediaKitApi.saveSettings, async (request) => saveMediaKitSettings(db, request.body));
};
