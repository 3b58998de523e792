import { countUnread } from '../db/inbox';
import type { RoutePlugin } from '../context';

/** The inbox as a whole: how much of it the owner has not read yet (the avatar's count). */
export const inboxRoutes: RoutePlugin = async (app, { database, requireOwner }) => {
  app.get('/inbox/unread', { onRequest: requireOwner }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return countUnread(database.db);
  });
};
