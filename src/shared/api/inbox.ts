import { z } from '../zod';
import {
  InboxMessageSchema,
  InboxUnreadSchema,
  LeaveWaitlistSchema,
  MessageSchema,
  ReadPatchSchema,
  WaitlistEntrySchema,
  WaitlistSchema,
} from '../forms-schema';
import { InboxIdSchema } from '../ids';
import { defineRoute, file, NO_CONTENT } from './define';

const TAG = 'Inbox';
const IdParams = z.object({ id: InboxIdSchema });
const PUBLIC_FORM_ERRORS = ['invalid_input', 'rejected'] as const;

/** What a public form that creates something answers: the new item's id. */
export const CreatedSchema = z.strictObject({ id: z.string() }).meta({ id: 'Created' });

/** Marks one item of the inbox read or unread, or deletes it: the same two routes for each kind. */
function itemRoutes(path: '/api/messages/:id' | '/api/waitlist/:id', what: string, notFound: string) {
  return {
    setRead: defineRoute({
      method: 'PATCH',
      path,
      tag: TAG,
      summary: `Marks ${what} read or unread.`,
      access: 'owner',
      params: IdParams,
      notFound,
      body: ReadPatchSchema,
      response: NO_CONTENT,
      status: 204,
      errors: ['not_found', 'invalid_input'],
    }),
    remove: defineRoute({
      method: 'DELETE',
      path,
      tag: TAG,
      summary: `Deletes ${what} for good.`,
      access: 'owner',
      params: IdParams,
      notFound,
      response: NO_CONTENT,
      status: 204,
      errors: ['not_found'],
    }),
  };
}

const messageItem = itemRoutes('/api/messages/:id', 'a message', 'That message');
const subscriberItem = itemRoutes('/api/waitlist/:id', 'a subscriber', 'That subscriber');

export const inboxApi = {
  sendMessage: defineRoute({
    method: 'POST',
    path: '/api/messages',
    tag: TAG,
    summary: "The contact form: a visitor's message to the owner's inbox (rate-limited, Idempotency-Key).",
    access: 'anyone',
    body: MessageSchema,
    response: CreatedSchema,
    status: 201,
    headers: ['Idempotency-Key'],
    errors: [...PUBLIC_FORM_ERRORS],
  }),
  messages: defineRoute({
    method: 'GET',
    path: '/api/messages',
    tag: TAG,
    summary: 'Every message of the contact form, newest first.',
    access: 'owner',
    response: z.array(InboxMessageSchema),
    errors: [],
  }),
  setMessageRead: messageItem.setRead,
  deleteMessage: messageItem.remove,
  unread: defineRoute({
    method: 'GET',
    path: '/api/inbox/unread',
    tag: TAG,
    summary: "How many messages and suggestions the owner has not read yet (the avatar's count).",
    access: 'owner',
    response: InboxUnreadSchema,
    errors: [],
  }),
  joinWaitlist: defineRoute({
    method: 'POST',
    path: '/api/waitlist',
    tag: TAG,
    summary:
      'Joins the trip packs waitlist; the same answer whether the address was new or already there (rate-limited, Idempotency-Key).',
    access: 'anyone',
    body: WaitlistSchema,
    response: z.strictObject({ ok: z.literal(true) }),
    status: 201,
    headers: ['Idempotency-Key'],
    errors: [...PUBLIC_FORM_ERRORS],
  }),
  leaveWaitlist: defineRoute({
    method: 'POST',
    path: '/api/waitlist/leave',
    tag: TAG,
    summary:
      "Leaves the waitlist with the token of the subscriber's link; 204 for any token, so none can be probed.",
    access: 'anyone',
    body: LeaveWaitlistSchema,
    response: NO_CONTENT,
    status: 204,
    errors: ['invalid_input'],
  }),
  waitlist: defineRoute({
    method: 'GET',
    path: '/api/waitlist',
    tag: TAG,
    summary: 'Every waitlist subscriber, newest first.',
    access: 'owner',
    response: z.array(WaitlistEntrySchema),
    errors: [],
  }),
  waitlistCsv: defineRoute({
    method: 'GET',
    path: '/api/waitlist.csv',
    tag: TAG,
    summary: 'The waitlist as a CSV file to open in a spreadsheet (a download).',
    access: 'owner',
    response: file('text/csv'),
    headers: ['Content-Disposition'],
    errors: [],
  }),
  setSubscriberRead: subscriberItem.setRead,
  deleteSubscriber: subscriberItem.remove,
};
