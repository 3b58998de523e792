import { locationsApi } from '#shared/api/locations.ts';
import { issuesToFields } from '#shared/field-errors.ts';
import { LocationPatchSchema } from '#shared/location-schema.ts';
import { updatePlace } from '../db/location-changes';
import { readLocations } from '../db/location-reads';
import { getRevision, listRevisions, stateOf } from '../db/revisions';
import { badInput, notFound } from '../errors';
import { routeServer } from '../api/serve';
import { changedPlace, ifMatchVersion } from '../versions';
import type { RoutePlugin } from '../context';

const WHAT = 'That location';

/** Every change to a place, and a way back to any of them (itself a change, with its own revision). */
export const historyRoutes: RoutePlugin = async (app, context) => {
  const { database, locationsChanged } = context;
  const { db } = database;
  const serve = routeServer(app, context);

  // Places in the trash keep their history, and show it.
  serve(locationsApi.history, async (request, reply) => {
    const [place] = await readLocations(db, { ids: [request.params.id], state: 'any' });
    if (!place) throw notFound(WHAT);
    return reply.header('cache-control', 'no-store').send(await listRevisions(db, place.id));
  });

  /**
   * The place takes back the values of that revision (what it made, or what a delete removed),
   * checked by today's rules first: a revision that no longer validates changes nothing.
   */
  serve(locationsApi.restoreRevision, async (request, reply) => {
    const expectedVersion = ifMatchVersion(request.headers['if-match']);
    const { id, revisionId } = request.params;
    const revision = await getRevision(db, id, revisionId);
    if (!revision) throw notFound('That version of the place');
    const parsed = LocationPatchSchema.safeParse(stateOf(revision) ?? {});
    if (!parsed.success) {
      const fields = issuesToFields(parsed.error.issues);
      const [field, why] = Object.entries(fields)[0] ?? ['body', 'not valid'];
      throw badInput(
        fields,
        `This version can no longer be restored (${field}: ${why}). Nothing was changed.`,
      );
    }
    const { youtubeUrl: _legacy, ...values } = parsed.data;
    const result = await updatePlace(db, id, values, { expectedVersion, action: 'revert' });
    const place = changedPlace(result, WHAT, reply);
    if (result.outcome === 'done' && result.changed) locationsChanged.emit();
    return place;
  });
};
