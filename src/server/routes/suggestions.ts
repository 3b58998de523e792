import { InboxIdSchema } from '../../shared/ids';
import { ReadPatchSchema, SuggestionAddedSchema, SuggestionSchema } from '../../shared/forms-schema';
import {
  createSuggestion,
  deleteInboxItem,
  listSuggestions,
  markSuggestionAdded,
  setRead,
} from '../db/inbox';
import { badInput, notFound } from '../errors';
import { idParam, jsonBody } from '../input';
import { honeypotRejected, publicForm, SUGGESTION_RATE_LIMIT } from '../public-forms';
import type { RoutePlugin } from '../context';

const WHAT = 'That suggestion';
const SuggestionBody = jsonBody(SuggestionSchema);
const IdParam = idParam(InboxIdSchema, WHAT);
const ReadBody = jsonBody(ReadPatchSchema);
const AddedBody = jsonBody(SuggestionAddedSchema);

export const suggestionRoutes: RoutePlugin = async (app, { database, requireOwner }) => {
  const { db } = database;

  app.post(
    '/suggestions',
    { ...publicForm(SUGGESTION_RATE_LIMIT, { creates: true }), schema: { body: SuggestionBody } },
    async (request, reply) => {
      const { website, ...suggestion } = request.body;
      if (website) throw honeypotRejected();
      const id = await createSuggestion(db, suggestion);
      return reply.status(201).send({ id });
    },
  );

  app.get('/suggestions', { onRequest: requireOwner }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return listSuggestions(db);
  });

  app.patch(
    '/suggestions/:id',
    { onRequest: requireOwner, schema: { params: IdParam, body: ReadBody } },
    async (request, reply) => {
      if (!(await setRead(db, 'suggestions', request.params.id, request.body.read))) throw notFound(WHAT);
      return reply.status(204).send();
    },
  );

  /** The owner made a place from this suggestion: the inbox marks it "Added" and links to the place. */
  app.post(
    '/suggestions/:id/added',
    { onRequest: requireOwner, schema: { params: IdParam, body: AddedBody } },
    async (request, reply) => {
      const outcome = await markSuggestionAdded(db, request.params.id, request.body.locationId);
      if (outcome === 'no-suggestion') throw notFound(WHAT);
      if (outcome === 'no-place')
        throw badInput({ locationId: 'No place has this id' }, 'That place does not exist.');
      return reply.status(204).send();
    },
  );

  app.delete(
    '/suggestions/:id',
    { onRequest: requireOwner, schema: { params: IdParam } },
    async (request, reply) => {
      if (!(await deleteInboxItem(db, 'suggestions', request.params.id))) throw notFound(WHAT);
      return reply.status(204).send();
    },
  );
};
