import { InboxIdSchema } from '../../shared/ids';
import { LeaveWaitlistSchema, ReadPatchSchema, WaitlistSchema } from '../../shared/forms-schema';
import {
  deleteInboxItem,
  exportWaitlist,
  joinWaitlist,
  leaveWaitlist,
  listWaitlist,
  setRead,
} from '../db/inbox';
import { notFound } from '../errors';
import { idParam, jsonBody } from '../input';
import {
  honeypotRejected,
  publicForm,
  WAITLIST_LEAVE_RATE_LIMIT,
  WAITLIST_RATE_LIMIT,
} from '../public-forms';
import { waitlistCsv, waitlistFilename } from '../waitlist-csv';
import type { RoutePlugin } from '../context';

const WHAT = 'That subscriber';
const JoinBody = jsonBody(WaitlistSchema);
const LeaveBody = jsonBody(LeaveWaitlistSchema);
const IdParam = idParam(InboxIdSchema, WHAT);
const ReadBody = jsonBody(ReadPatchSchema);

export const waitlistRoutes: RoutePlugin = async (app, { database, config, requireOwner }) => {
  const { db } = database;

  // The same answer whether the address was new or already there: it reveals no membership.
  app.post(
    '/waitlist',
    { ...publicForm(WAITLIST_RATE_LIMIT, { creates: true }), schema: { body: JoinBody } },
    async (request, reply) => {
      const { website, email } = request.body;
      if (website) throw honeypotRejected();
      await joinWaitlist(db, email);
      return reply.status(201).send({ ok: true });
    },
  );

  // 204 for a token no one holds too, so tokens cannot be probed.
  app.post(
    '/waitlist/leave',
    { ...publicForm(WAITLIST_LEAVE_RATE_LIMIT), schema: { body: LeaveBody } },
    async (request, reply) => {
      await leaveWaitlist(db, request.body.token);
      return reply.status(204).send();
    },
  );

  app.get('/waitlist', { onRequest: requireOwner }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return listWaitlist(db);
  });

  app.get('/waitlist.csv', { onRequest: requireOwner }, async (_request, reply) => {
    const csv = waitlistCsv(await exportWaitlist(db), config.siteUrl);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${waitlistFilename(new Date())}"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });

  app.patch(
    '/waitlist/:id',
    { onRequest: requireOwner, schema: { params: IdParam, body: ReadBody } },
    async (request, reply) => {
      if (!(await setRead(db, 'waitlist', request.params.id, request.body.read))) throw notFound(WHAT);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/waitlist/:id',
    { onRequest: requireOwner, schema: { params: IdParam } },
    async (request, reply) => {
      if (!(await deleteInboxItem(db, 'waitlist', request.params.id))) throw notFound(WHAT);
      return reply.status(204).send();
    },
  );
};
