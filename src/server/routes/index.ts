import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { authRoutes } from './auth';
import { locationRoutes } from './locations';
import { locationTypeRoutes } from './location-types';
import { siteRoutes } from './site';

/** Every API resource, one plugin per file; app.ts mounts them under /api. */
export function apiRoutes(context: AppContext): FastifyPluginAsync {
  return async (app) => {
    await app.register(locationRoutes, context);
    await app.register(locationTypeRoutes, context);
    await app.register(authRoutes, context);
    await app.register(siteRoutes, context);
  };
}
