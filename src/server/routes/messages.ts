import { InboxIdSchema } from '../../shared/ids';
import { MessageSchema, ReadPatchSchema } from '../../shared/forms-schema';
import { createMessage, deleteInboxItem, listMessages, setRead } from '../db/inbox';
import { notFound } from '../errors';
import { idParam, jsonBody } from '../input';
import { honeypotRejected, MESSAGE_RATE_LIMIT, publicForm } from '../public-forms';
import type { RoutePlugin } from '../context';

const WHAT = 'That message';
const MessageBody = jsonBody(MessageSchema);
const IdParam = idParam(InboxIdSchema, WHAT);
const ReadBody = jsonBody(ReadPatchSchema);

export const messageRoutes: RoutePlugin = async (app, { database, requireOwner }) => {
  const { db } = database;

  app.post(
    '/messages',
    { ...publicForm(MESSAGE_RATE_LIMIT, { creates: true }), schema: { body: MessageBody } },
    async (request, reply) => {
      const { website, ...message } = request.body;
      if (website) throw honeypotRejected();
      const id = await createMessage(db, message);
      return reply.status(201).send({ id });
    },
  );

  app.get('/messages', { onRequest: requireOwner }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return listMessages(db);
  });

  app.patch(
    '/messages/:id',
    { onRequest: requireOwner, schema: { params: IdParam, body: ReadBody } },
    async (request, reply) => {
      if (!(await setRead(db, 'messages', request.params.id, request.body.read))) throw notFound(WHAT);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/messages/:id',
    { onRequest: requireOwner, schema: { params: IdParam } },
    async (request, reply) => {
      if (!(await deleteInboxItem(db, 'messages', request.params.id))) throw notFound(WHAT);
      return reply.status(204).send();
    },
  );
};
