import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { authRoutes } from './auth';
import { locationRoutes } from './locations';
import { locationSearchRoutes } from './location-search';
import { locationTypeRoutes } from './location-types';
import { messageRoutes } from './messages';
import { siteRoutes } from './site';
import { suggestionRoutes } from './suggestions';
import { waitlistRoutes } from './waitlist';
import { statsRoutes } from './stats';
import { exportRoutes } from './export';
import { importRoutes } from './import';
import { importBatchRoutes } from './imports';
import { trashRoutes } from './trash';
import { bulkRoutes } from './bulk';
import { historyRoutes } from './history';
import { geocodeRoutes } from './geocode';
import { worldProgressRoutes } from './world-progress';
import { geoShapeRoutes } from './geo-shapes';
import { duplicateRoutes } from './duplicates';
import { tagRoutes } from './tags';
import { inboxRoutes } from './inbox';
import { mediaRoutes } from './media';
import { geoRegionRoutes } from './geo-regions';
import { pageRoutes } from './pages';

/** Every API resource, one plugin per file; app.ts mounts them under /api. */
export function apiRoutes(context: AppContext): FastifyPluginAsync {
  return async (app) => {
    await app.register(locationRoutes, context);
    await app.register(locationSearchRoutes, context);
    await app.register(locationTypeRoutes, context);
    await app.register(authRoutes, context);
    await app.register(siteRoutes, context);
    await app.register(messageRoutes, context);
    await app.register(suggestionRoutes, context);
    await app.register(waitlistRoutes, context);
    await app.register(statsRoutes, context);
    await app.register(exportRoutes, context);
    await app.register(importRoutes, context);
    await app.register(importBatchRoutes, context);
    await app.register(trashRoutes, context);
    await app.register(bulkRoutes, context);
    await app.register(historyRoutes, context);
    await app.register(geocodeRoutes, context);
    await app.register(worldProgressRoutes, context);
    await app.register(geoShapeRoutes, context);
    await app.register(duplicateRoutes, context);
    await app.register(tagRoutes, context);
    await app.register(inboxRoutes, context);
    await app.register(mediaRoutes, context);
    await app.register(geoRegionRoutes, context);
    await app.register(pageRoutes, context);
  };
}
