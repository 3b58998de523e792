import type { FastifyPluginAsync } from 'fastify';
import { MessageSchema, ReadPatchSchema } from '../../shared/forms-schema';
import { createMessage, deleteInboxItem, listMessages, setRead } from '../db/inbox';
import { notFound, parseBody } from '../errors';
import { honeypotRejected, MESSAGE_RATE_LIMIT, nameRouteBodyLimit, publicForm } from '../public-forms';
import type { AppContext } from '../context';
import { parseInboxId } from '../inbox-ids';

const WHAT = 'That message';

export const messageRoutes: FastifyPluginAsync<AppContext> = async (app, { database, requireOwner }) => {
  const { db } = database;
  nameRouteBodyLimit(app);

  app.post('/messages', publicForm(MESSAGE_RATE_LIMIT), async (request, reply) => {
    const { website, ...message } = parseBody(MessageSchema, request.body);
    if (website) throw honeypotRejected();
    const id = await createMessage(db, message);
    return reply.status(201).send({ id });
  });

  app.get('/messages', { preHandler: requireOwner }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return listMessages(db);
  });

  app.patch<{ Params: { id: string } }>(
    '/messages/:id',
    { preHandler: requireOwner },
    async (request, reply) => {
      const id = parseInboxId(request.params.id, WHAT);
      const { read } = parseBody(ReadPatchSchema, request.body);
      if (!(await setRead(db, 'messages', id, read))) throw notFound(WHAT);
      return reply.status(204).send();
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/messages/:id',
    { preHandler: requireOwner },
    async (request, reply) => {
      if (!(await deleteInboxItem(db, 'messages', parseInboxId(request.params.id, WHAT))))
        throw notFound(WHAT);
      return reply.status(204).send();
    },
  );
};
