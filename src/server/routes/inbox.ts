import { inboxApi } from '#shared/api/inbox.ts';
import { routeServer } from '../api/serve';
import { countUnread } from '../db/inbox';
import type { RoutePlugin } from '../context';

/** The inbox as a whole: how much of it the owner has not read yet (the avatar's count). */
export const inboxRoutes: RoutePlugin = async (app, context) => {
  routeServer(app, context)(inboxApi.unread, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return countUnread(context.database.db);
  });
};
