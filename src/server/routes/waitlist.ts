import type { FastifyPluginAsync } from 'fastify';
import { LeaveWaitlistSchema, ReadPatchSchema, WaitlistSchema } from '../../shared/forms-schema';
import {
  deleteInboxItem,
  exportWaitlist,
  joinWaitlist,
  leaveWaitlist,
  listWaitlist,
  setRead,
} from '../db/inbox';
import { notFound, parseBody } from '../errors';
import { parseInboxId } from '../inbox-ids';
import {
  honeypotRejected,
  nameRouteBodyLimit,
  publicForm,
  WAITLIST_LEAVE_RATE_LIMIT,
  WAITLIST_RATE_LIMIT,
} from '../public-forms';
import { waitlistCsv, waitlistFilename } from '../waitlist-csv';
import type { AppContext } from '../context';

const WHAT = 'That subscriber';

export const waitlistRoutes: FastifyPluginAsync<AppContext> = async (
  app,
  { database, config, requireOwner },
) => {
  const { db } = database;
  nameRouteBodyLimit(app);

  // The same answer whether the address was new or already there: it reveals no membership.
  app.post('/waitlist', publicForm(WAITLIST_RATE_LIMIT), async (request, reply) => {
    const { website, email } = parseBody(WaitlistSchema, request.body);
    if (website) throw honeypotRejected();
    await joinWaitlist(db, email);
    return reply.status(201).send({ ok: true });
  });

  // 204 for a token no one holds too, so tokens cannot be probed.
  app.post('/waitlist/leave', publicForm(WAITLIST_LEAVE_RATE_LIMIT), async (request, reply) => {
    const { token } = parseBody(LeaveWaitlistSchema, request.body);
    await leaveWaitlist(db, token);
    return reply.status(204).send();
  });

  app.get('/waitlist', { preHandler: requireOwner }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return listWaitlist(db);
  });

  app.get('/waitlist.csv', { preHandler: requireOwner }, async (_request, reply) => {
    const csv = waitlistCsv(await exportWaitlist(db), config.siteUrl);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${waitlistFilename(new Date())}"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });

  app.patch<{ Params: { id: string } }>(
    '/waitlist/:id',
    { preHandler: requireOwner },
    async (request, reply) => {
      const id = parseInboxId(request.params.id, WHAT);
      const { read } = parseBody(ReadPatchSchema, request.body);
      if (!(await setRead(db, 'waitlist', id, read))) throw notFound(WHAT);
      return reply.status(204).send();
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/waitlist/:id',
    { preHandler: requireOwner },
    async (request, reply) => {
      if (!(await deleteInboxItem(db, 'waitlist', parseInboxId(request.params.id, WHAT))))
        throw notFound(WHAT);
      return reply.status(204).send();
    },
  );
};
