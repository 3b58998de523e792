import { locationsApi } from '#shared/api/locations.ts';
import { DEFAULT_TYPE_OPTIONS, isKnownType } from '#shared/location-types.ts';
import { routeServer } from '../api/serve';
import { listTypesInUse } from '../db/locations';
import type { RoutePlugin } from '../context';

export const locationTypeRoutes: RoutePlugin = async (app, context) => {
  const serve = routeServer(app, context);
  // A visitor learns the custom types of public places only; the owner's Add form offers them all.
  serve(locationsApi.types, async (request, reply) => {
    const audience = request.session ? 'owner' : 'visitor';
    const custom = (await listTypesInUse(context.database.db, audience)).filter((type) => !isKnownType(type));
    return reply
      .header('vary', 'Cookie')
      .send([...DEFAULT_TYPE_OPTIONS, ...custom.map((type) => ({ type, label: type }))]);
  });
};
