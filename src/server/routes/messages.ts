import { inboxApi } from '#shared/api/inbox.ts';
import { routeServer } from '../api/serve';
import { createMessage, deleteInboxItem, listMessages, setRead } from '../db/inbox';
import { notFound } from '../errors';
import { honeypotRejected, MESSAGE_RATE_LIMIT, publicForm } from '../public-forms';
import type { RoutePlugin } from '../context';

const WHAT = 'That message';

export const messageRoutes: RoutePlugin = async (app, context) => {
  const { db } = context.database;
  const serve = routeServer(app, context);

  serve(
    inboxApi.sendMessage,
    async (request, reply) => {
      const { website, ...message } = request.body;
      if (website) throw honeypotRejected();
      const id = await createMessage(db, message);
      return reply.status(201).send({ id });
    },
    publicForm(MESSAGE_RATE_LIMIT, { creates: true }),
  );

  serve(inboxApi.messages, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return listMessages(db);
  });

  serve(inboxApi.setMessageRead, async (request, reply) => {
    if (!(await setRead(db, 'messages', request.params.id, request.body.read))) throw notFound(WHAT);
    return reply.status(204).send();
  });

  serve(inboxApi.deleteMessage, async (request, reply) => {
    if (!(await deleteInboxItem(db, 'messages', request.params.id))) throw notFound(WHAT);
    return reply.status(204).send();
  });
};
