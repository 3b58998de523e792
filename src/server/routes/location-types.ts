import { DEFAULT_TYPE_OPTIONS, isKnownType } from '../../shared/location-types';
import { listTypesInUse } from '../db/locations';
import type { RoutePlugin } from '../context';

export const locationTypeRoutes: RoutePlugin = async (app, { database }) => {
  app.get('/location-types', async () => {
    const custom = (await listTypesInUse(database.db)).filter((type) => !isKnownType(type));
    return [...DEFAULT_TYPE_OPTIONS, ...custom.map((type) => ({ type, label: type }))];
  });
};
