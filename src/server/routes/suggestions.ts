import { suggestionsApi } from '#shared/api/suggestions.ts';
import {
  createSuggestion,
  deleteInboxItem,
  listSuggestions,
  markSuggestionAdded,
  setRead,
} from '../db/inbox';
import { badInput, notFound } from '../errors';
import { honeypotRejected, publicForm, SUGGESTION_RATE_LIMIT } from '../public-forms';
import { routeServer } from '../api/serve';
import type { RoutePlugin } from '../context';

const WHAT = 'That suggestion';

export const suggestionRoutes: RoutePlugin = async (app, context) => {
  const { db } = context.database;
  const serve = routeServer(app, context);

  serve(
    suggestionsApi.create,
    async (request, reply) => {
      const { website, ...suggestion } = request.body;
      if (website) throw honeypotRejected();
      const id = await createSuggestion(db, suggestion);
      return reply.status(201).send({ id });
    },
    publicForm(SUGGESTION_RATE_LIMIT, { creates: true }),
  );

  serve(suggestionsApi.list, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return listSuggestions(db);
  });

  serve(suggestionsApi.setRead, async (request, reply) => {
    if (!(await setRead(db, 'suggestions', request.params.id, request.body.read))) throw notFound(WHAT);
    return reply.status(204).send();
  });

  /** The owner made a place from this suggestion: the inbox marks it "Added" and links to the place. */
  serve(suggestionsApi.markAdded, async (request, reply) => {
    const outcome = await markSuggestionAdded(db, request.params.id, request.body.locationId);
    if (outcome === 'no-suggestion') throw notFound(WHAT);
    if (outcome === 'no-place')
      throw badInput({ locationId: 'No place has this id' }, 'That place does not exist.');
    return reply.status(204).send();
  });

  serve(suggestionsApi.delete, async (request, reply) => {
    if (!(await deleteInboxItem(db, 'suggestions', request.params.id))) throw notFound(WHAT);
    return reply.status(204).send();
  });
};
