import { locationsApi } from '#shared/api/locations.ts';
import { routeServer } from '../api/serve';
import { applyBulkAction } from '../db/bulk-changes';
import { undoBulkChanges } from '../db/bulk-undo';
import { HttpError } from '../errors';
import type { RoutePlugin } from '../context';

/** How many of the refused ids the message spells out; the answer's `ids` has them all. */
const NAMED_IDS = 10;

/** Ids that name no place the action can change: the whole request is refused, nothing changed. */
function missingPlaces(ids: number[], where: string): HttpError {
  return new HttpError(
    404,
    'not_found',
    `${ids.length === 1 ? 'The place' : 'The places'} ${named(ids)} ${ids.length === 1 ? 'is' : 'are'} not ${where}. Nothing was changed.`,
    { details: { ids } },
  );
}

function named(ids: number[]): string {
  const more = ids.length > NAMED_IDS ? ` and ${(ids.length - NAMED_IDS).toLocaleString('en-US')} more` : '';
  return `${ids.slice(0, NAMED_IDS).join(', ')}${more}`;
}

/** An undo naming a version whose change no bulk action makes (a creation, an import). */
const notUndoable = (ids: number[]) =>
  new HttpError(
    409,
    'not_undoable',
    `The change that gave ${ids.length === 1 ? 'the place' : 'the places'} ${named(ids)} ${ids.length === 1 ? 'its' : 'their'} version is not one Undo takes back. Nothing was changed.`,
    { details: { ids } },
  );

/**
 * POST /api/locations/bulk: one action (set status, set type, trash, restore, make private or
 * public) on up to 10,000
 * places in one transaction, one revision per place; all or nothing.
 */
export const bulkRoutes: RoutePlugin = async (app, context) => {
  const { database, locationsChanged } = context;
  const serve = routeServer(app, context);
  const idempotent = { config: { idempotent: true } };

  serve(
    locationsApi.bulk,
    async (request) => {
      const outcome = await applyBulkAction(database.db, request.body);
      if (outcome.outcome === 'missing')
        throw missingPlaces(
          outcome.ids,
          request.body.action === 'restore' ? 'in the trash' : 'among your places (they may be in the trash)',
        );
      if (outcome.result.count > 0) locationsChanged.emit();
      return outcome.result;
    },
    idempotent,
  );

  /**
   * POST /api/locations/bulk/undo: takes back a bulk action (the places and the versions it gave
   * them) in one transaction; places changed since are left as they are and named in `edited`.
   */
  serve(
    locationsApi.bulkUndo,
    async (request) => {
      const outcome = await undoBulkChanges(database.db, request.body);
      if (outcome.outcome === 'missing') throw missingPlaces(outcome.ids, 'among your places');
      if (outcome.outcome === 'not-undoable') throw notUndoable(outcome.ids);
      if (outcome.result.count > 0) locationsChanged.emit();
      return outcome.result;
    },
    idempotent,
  );
};
