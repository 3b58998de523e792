import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import { z } from 'zod';
import type { Config } from '../config';
import { createLibraryToken, insertPaidOrder, refundPayment } from '../db/pack-orders';
import { claimWriteLock } from '../db/locations';
import type { Database } from '../db/index';
import { HttpError } from '../errors';
import { libraryUrl, onOrderPaid } from './delivery';

// What Stripe's events do. Each event is claimed first, by inserting its id into pack_events (its
// primary key), in the same transaction as what it changes: a redelivery, or the same event
// delivered at once to several instances, finds the id taken (PostgreSQL makes the second insert
// wait for the first transaction, then do nothing) and changes nothing. Exactly once. The id is
// kept only with the order it made, or with a decision that no order is owed (a session not paid,
// a partial refund): a paid session we cannot make an order of rolls its claim back (orderNotMade).

export type EventOutcome = 'handled' | 'duplicate' | 'ignored';

const id = z
  .string()
  .regex(/^\d{1,10}$/)
  .transform(Number);
/** The fields of a paid Checkout Session an order needs; our own metadata names the pack and release. */
const PaidSession = z.object({
  id: z.string().min(1).max(255),
  payment_status: z.literal('paid'),
  amount_total: z.int().min(0),
  currency: z.string().min(3).max(3),
  customer_details: z.object({ email: z.email().max(254) }),
  payment_intent: z.string().max(255).nullable().optional(),
  metadata: z.object({ packId: id, releaseId: id }),
});
const RefundedCharge = z.object({ refunded: z.literal(true), payment_intent: z.string().min(1).max(255) });

export interface WebhookContext {
  database: Database;
  config: Config;
  log: FastifyBaseLogger;
}

/**
 * A paid session we cannot make an order of (an address our schema refuses, our metadata missing, a
 * release not the pack's): the buyer paid and would get nothing. Acknowledging it would leave a log
 * line as the only trace and the id taken, so a resend after a fix could never make the order.
 * Instead it is thrown inside the claim's transaction: the claim rolls back, the webhook answers 500,
 * Stripe shows the delivery as failed and delivers it again for three days (a retry after the fix,
 * or a resend from Stripe's dashboard, makes the order, still once); the log says it at error level
 * with the session id, and /metrics counts the webhook's 500s.
 */
function orderNotMade(context: WebhookContext, event: Stripe.Event, sessionId: string, problems: string[]) {
  context.log.error(
    { eventId: event.id, sessionId, problems },
    'trip pack paid but no order made: the event is not marked handled, Stripe will deliver it again',
  );
  return new HttpError(
    500,
    'internal_error',
    'This paid checkout session could not be made into an order. It was not marked handled: deliver it again once fixed.',
  );
}

/**
 * The events that can carry a paid session: `completed` when the buyer paid by card, and, for a
 * payment that clears later (a bank debit), `completed` unpaid first, then `async_payment_succeeded`
 * paid, days after. Each makes the session's order once, whichever comes.
 */
const isSessionEvent = (
  event: Stripe.Event,
): event is Stripe.CheckoutSessionCompletedEvent | Stripe.CheckoutSessionAsyncPaymentSucceededEvent =>
  event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded';

export async function handleStripeEvent(context: WebhookContext, event: Stripe.Event): Promise<EventOutcome> {
  if (!isSessionEvent(event) && event.type !== 'charge.refunded') return 'ignored';
  return context.database.db.transaction().execute(async (trx) => {
    await claimWriteLock(trx);
    const now = new Date();
    const claimed = await trx
      .insertInto('packEvents')
      .values({ eventId: event.id, type: event.type, processedAt: now.toISOString() })
      .onConflict((oc) => oc.column('eventId').doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) !== 1) return 'duplicate';

    if (event.type === 'charge.refunded') {
      const charge = RefundedCharge.safeParse(event.data.object);
      // A partial refund leaves the order paid (and its library open).
      if (!charge.success) return 'ignored';
      const refunded = await refundPayment(trx, charge.data.payment_intent, now);
      context.log.info({ orders: refunded, eventId: event.id }, 'trip pack refund: library links revoked');
      return 'handled';
    }

    // Not paid (yet): no money taken, no order owed (a delayed payment's success is another event).
    if (!isSessionEvent(event) || event.data.object.payment_status !== 'paid') return 'ignored';
    const session = PaidSession.safeParse(event.data.object);
    if (!session.success) {
      const problems = session.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
      throw orderNotMade(context, event, event.data.object.id, problems);
    }
    const { data } = session;
    const release = await trx
      .selectFrom('packReleases')
      .select('id')
      .where('id', '=', data.metadata.releaseId)
      .where('packId', '=', data.metadata.packId)
      .executeTakeFirst();
    if (!release) throw orderNotMade(context, event, data.id, ['metadata: not a release of this pack']);
    const order = await insertPaidOrder(
      trx,
      {
        packId: data.metadata.packId,
        releaseId: release.id,
        buyerEmail: data.customer_details.email.toLowerCase(),
        amount: data.amount_total,
        currency: data.currency.toLowerCase(),
        stripeSessionId: data.id,
        stripePaymentIntent: data.payment_intent ?? null,
        stripeEventId: event.id,
      },
      now,
    );
    // Another event (a different id) already made this session's order.
    if (!order) return 'duplicate';
    const token = await createLibraryToken(trx, order.id, now);
    await onOrderPaid(
      { db: trx, config: context.config, log: context.log, now },
      order,
      libraryUrl(context.config, token),
    );
    return 'handled';
  });
}
