import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Executor } from '../db/location-reads';
import type { PackOrderRow } from '../db/packs-tables';

/**
 * Delivering libraries: THE place where the mail engineer plugs in sending. Both hooks run today
 * and do something real: they record that a library link awaits sending (library_requests), which
 * the owner sees in the orders list ("Copy library link") and which the mail outbox will drain.
 *
 * `onOrderPaid` runs inside the webhook's transaction, the one that claimed the event: whatever it
 * writes (an outbox row) is written exactly once per order, or not at all.
 */
export interface DeliveryContext {
  /** The webhook's transaction (onOrderPaid), or the database (requestLibraryLinks). */
  db: Executor;
  config: Config;
  log: FastifyBaseLogger;
  now?: Date;
}

/**
 * An order was paid and its library link made: `libraryUrl` holds the token, which is never stored
 * (only its hash is). Email it here. Today: the link awaits sending; the owner can copy a fresh one.
 */
export async function onOrderPaid(
  context: DeliveryContext,
  order: PackOrderRow,
  libraryUrl: string,
): Promise<void> {
  void libraryUrl;
  const at = (context.now ?? new Date()).toISOString();
  await context.db
    .insertInto('libraryRequests')
    .values({ email: order.buyerEmail, orderId: order.id, reason: 'order_paid', createdAt: at })
    .execute();
  await context.db
    .updateTable('packOrders')
    .set({ linkState: 'awaiting_send' })
    .where('id', '=', order.id)
    .execute();
  context.log.info(
    { orderId: order.id },
    'trip pack order paid: its library link awaits sending (no mail yet)',
  );
}

/**
 * Someone asked for the library links of `email` again (POST /api/library/resend). Recorded for
 * every address, bought or not, so the answer and its path never tell. Send them here: a fresh
 * link per paid order of the address (tokens are kept only as hashes, so links are made anew).
 */
export async function requestLibraryLinks(context: DeliveryContext, email: string): Promise<void> {
  await context.db
    .insertInto('libraryRequests')
    .values({ email, orderId: null, reason: 'resend', createdAt: (context.now ?? new Date()).toISOString() })
    .execute();
}
