// Generated from src/shared/api/ by `npm run api:generate`; a test fails when it is stale. Do not edit.
import type { RoutesOf } from '../define';
import type { API } from '../index';

/** The routes of the API's `inbox` part: what `call` and `routeUrl` take. */
export const inboxRoutes: RoutesOf<typeof API>['inbox'] = {
  sendMessage: { method: 'POST', path: '/api/messages' },
  messages: { method: 'GET', path: '/api/messages' },
  setMessageRead: { method: 'PATCH', path: '/api/messages/:id' },
  deleteMessage: { method: 'DELETE', path: '/api/messages/:id' },
  unread: { method: 'GET', path: '/api/inbox/unread' },
  joinWaitlist: { method: 'POST', path: '/api/waitlist' },
  leaveWaitlist: { method: 'POST', path: '/api/waitlist/leave' },
  waitlist: { method: 'GET', path: '/api/waitlist' },
  waitlistCsv: { method: 'GET', path: '/api/waitlist.csv' },
  setSubscriberRead: { method: 'PATCH', path: '/api/waitlist/:id' },
  deleteSubscriber: { method: 'DELETE', path: '/api/waitlist/:id' },
};
