import { inboxApi } from '#shared/api/inbox.ts';
import { routeServer } from '../api/serve';
import {
  deleteInboxItem,
  exportWaitlist,
  joinWaitlist,
  leaveWaitlist,
  listWaitlist,
  setRead,
} from '../db/inbox';
import { notFound } from '../errors';
import {
  honeypotRejected,
  publicForm,
  WAITLIST_LEAVE_RATE_LIMIT,
  WAITLIST_RATE_LIMIT,
} from '../public-forms';
import { waitlistCsv, waitlistFilename } from '../waitlist-csv';
import type { RoutePlugin } from '../context';

const WHAT = 'That subscriber';

export const waitlistRoutes: RoutePlugin = async (app, context) => {
  const { database, config } = context;
  const { db } = database;
  const serve = routeServer(app, context);

  // The same answer whether the address was new or already there: it reveals no membership.
  serve(
    inboxApi.joinWaitlist,
    async (request, reply) => {
      const { website, email } = request.body;
      if (website) throw honeypotRejected();
      await joinWaitlist(db, email);
      return reply.status(201).send({ ok: true });
    },
    publicForm(WAITLIST_RATE_LIMIT, { creates: true }),
  );

  // 204 for a token no one holds too, so tokens cannot be probed.
  serve(
    inboxApi.leaveWaitlist,
    async (request, reply) => {
      await leaveWaitlist(db, request.body.token);
      return reply.status(204).send();
    },
    publicForm(WAITLIST_LEAVE_RATE_LIMIT),
  );

  serve(inboxApi.waitlist, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return listWaitlist(db);
  });

  serve(inboxApi.waitlistCsv, async (_request, reply) => {
    const csv = waitlistCsv(await exportWaitlist(db), config.siteUrl);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${waitlistFilename(new Date())}"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });

  serve(inboxApi.setSubscriberRead, async (request, reply) => {
    if (!(await setRead(db, 'waitlist', request.params.id, request.body.read))) throw notFound(WHAT);
    return reply.status(204).send();
  });

  serve(inboxApi.deleteSubscriber, async (request, reply) => {
    if (!(await deleteInboxItem(db, 'waitlist', request.params.id))) throw notFound(WHAT);
    return reply.status(204).send();
  });
};
