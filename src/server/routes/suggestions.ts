import type { FastifyPluginAsync } from 'fastify';
import { ReadPatchSchema, SuggestionSchema } from '../../shared/forms-schema';
import { createSuggestion, deleteInboxItem, listSuggestions, setRead } from '../db/inbox';
import { notFound, parseBody } from '../errors';
import { honeypotRejected, nameRouteBodyLimit, publicForm, SUGGESTION_RATE_LIMIT } from '../public-forms';
import type { AppContext } from '../context';
import { parseInboxId } from '../inbox-ids';

const WHAT = 'That suggestion';

export const suggestionRoutes: FastifyPluginAsync<AppContext> = async (app, { database, requireOwner }) => {
  const { db } = database;
  nameRouteBodyLimit(app);

  app.post('/suggestions', publicForm(SUGGESTION_RATE_LIMIT), async (request, reply) => {
    const { website, ...suggestion } = parseBody(SuggestionSchema, request.body);
    if (website) throw honeypotRejected();
    const id = await createSuggestion(db, suggestion);
    return reply.status(201).send({ id });
  });

  app.get('/suggestions', { preHandler: requireOwner }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return listSuggestions(db);
  });

  app.patch<{ Params: { id: string } }>(
    '/suggestions/:id',
    { preHandler: requireOwner },
    async (request, reply) => {
      const id = parseInboxId(request.params.id, WHAT);
      const { read } = parseBody(ReadPatchSchema, request.body);
      if (!(await setRead(db, 'suggestions', id, read))) throw notFound(WHAT);
      return reply.status(204).send();
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/suggestions/:id',
    { preHandler: requireOwner },
    async (request, reply) => {
      if (!(await deleteInboxItem(db, 'suggestions', parseInboxId(request.params.id, WHAT))))
        throw notFound(WHAT);
      return reply.status(204).send();
    },
  );
};
