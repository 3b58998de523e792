import type { inboxApi } from '../../../src/shared/api/inbox';
import type { PartSamples, RouteSamples, World } from './samples';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const MESSAGE = {
  name: 'Ada',
  email: 'ada@example.com',
  type: 'general',
  subject: 'A question',
  message: 'Where next?',
};

/**
 * An item of the owner's inbox of that kind: the newest there, or one sent through its public
 * form (which allows five a minute, so the samples send only when there is none).
 */
const inboxItem =
  (list: string, form: { url: string; payload: object }) =>
  async ({ t, owner }: World): Promise<string> => {
    const newest = async () => (await owner<{ id: string }[]>('GET', list))[0]?.id;
    const id = (await newest()) ?? (await t.request({ method: 'POST', ...form }), await newest());
    if (!id) throw new Error(`${form.url} added nothing to ${list}`);
    return id;
  };

/** Marking one read, and deleting one, for an inbox kind. */
function itemSamples(item: (world: World) => Promise<string>): Record<'read' | 'remove', RouteSamples> {
  return {
    read: {
      good: async (world) => ({ params: { id: await item(world) }, body: { read: true } }),
      bad: () => ({ params: { id: UNKNOWN_ID }, body: { read: true } }),
    },
    remove: {
      good: async (world) => ({ params: { id: await item(world) } }),
      bad: () => ({ params: { id: 'not-an-id' } }),
    },
  };
}

const message = itemSamples(inboxItem('/api/messages', { url: '/api/messages', payload: MESSAGE }));
const subscriber = itemSamples(
  inboxItem('/api/waitlist', { url: '/api/waitlist', payload: { email: 'reader@example.com' } }),
);

export const inboxSamples: PartSamples<typeof inboxApi> = {
  sendMessage: {
    good: () => ({ body: MESSAGE }),
    bad: () => ({ body: { ...MESSAGE, email: 'not an address' } }),
  },
  messages: { good: () => ({}) },
  setMessageRead: message.read,
  deleteMessage: message.remove,
  unread: { good: () => ({}) },
  joinWaitlist: {
    good: () => ({ body: { email: 'traveller@example.com' } }),
    bad: () => ({ body: { email: 'not an address' } }),
  },
  leaveWaitlist: {
    good: () => ({ body: { token: 'a-token-no-one-holds' } }),
    bad: () => ({ body: {} }),
  },
  waitlist: { good: () => ({}) },
  waitlistCsv: { good: () => ({}) },
  setSubscriberRead: subscriber.read,
  deleteSubscriber: subscriber.remove,
};
