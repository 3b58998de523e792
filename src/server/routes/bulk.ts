import { BulkActionSchema } from '../../shared/bulk';
import { applyBulkAction } from '../db/bulk-changes';
import { HttpError } from '../errors';
import { jsonBody } from '../input';
import type { RoutePlugin } from '../context';

const BulkBody = jsonBody(BulkActionSchema);
/** How many of the refused ids the message spells out; the answer's `ids` has them all. */
const NAMED_IDS = 10;

/** Ids that name no place the action can change: the whole request is refused, nothing changed. */
function missingPlaces(ids: number[], restoring: boolean): HttpError {
  const named = ids.slice(0, NAMED_IDS).join(', ');
  const more = ids.length > NAMED_IDS ? ` and ${(ids.length - NAMED_IDS).toLocaleString('en-US')} more` : '';
  const where = restoring ? 'in the trash' : 'among your places (they may be in the trash)';
  return new HttpError(
    404,
    'not_found',
    `${ids.length === 1 ? 'The place' : 'The places'} ${named}${more} ${ids.length === 1 ? 'is' : 'are'} not ${where}. Nothing was changed.`,
    { details: { ids } },
  );
}

/**
 * POST /api/locations/bulk: one action (set status, set type, trash, restore, make private or
 * public) on up to 10,000
 * places in one transaction, one revision per place; all or nothing.
 */
export const bulkRoutes: RoutePlugin = async (app, { database, requireOwner, locationsChanged }) => {
  app.post(
    '/locations/bulk',
    { onRequest: requireOwner, config: { idempotent: true }, schema: { body: BulkBody } },
    async (request) => {
      const outcome = await applyBulkAction(database.db, request.body);
      if (outcome.outcome === 'missing') throw missingPlaces(outcome.ids, request.body.action === 'restore');
      if (outcome.result.count > 0) locationsChanged.emit();
      return outcome.result;
    },
  );
};
