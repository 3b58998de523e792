import type { FastifyPluginAsync } from 'fastify';
import { DEFAULT_TYPE_OPTIONS, isKnownType } from '../../shared/location-types';
import { listTypesInUse } from '../db/locations';
import type { AppContext } from '../context';

export const locationTypeRoutes: FastifyPluginAsync<AppContext> = async (app, { database }) => {
  app.get('/location-types', async () => {
    const custom = (await listTypesInUse(database.db)).filter((type) => !isKnownType(type));
    return [...DEFAULT_TYPE_OPTIONS, ...custom.map((type) => ({ type, label: type }))];
  });
};
