// Orders and sales: what the owner reads of the packs sold (routes/pack-orders.ts).
import { z } from '../zod';
import { LINK_STATES, ORDER_STATUSES } from './pack';

export const OrderSchema = z
  .strictObject({
    id: z.int(),
    packId: z.int(),
    packTitle: z.string(),
    releaseNumber: z.int(),
    buyerEmail: z.string(),
    amount: z.int(),
    currency: z.string(),
    amountLabel: z.string(),
    status: z.enum(ORDER_STATUSES),
    stripeSessionId: z.string(),
    stripePaymentIntent: z.string().nullable(),
    updatesOptOut: z.boolean(),
    /** How the email of its library link went: `awaiting_send` (no email), `queued`, `sent`, `failed`. */
    linkState: z.enum(LINK_STATES),
    /** Library links that still open (not revoked). */
    activeLinks: z.int(),
    createdAt: z.string(),
    refundedAt: z.string().nullable(),
  })
  .meta({ id: 'Order' });

export const OrderListSchema = z
  .strictObject({
    /** The orders matching the filters, newest first: at most 500. */
    orders: z.array(OrderSchema),
    /** Every order stored, whatever the filters. */
    total: z.int(),
  })
  .meta({ id: 'OrderList' });

/** A library link, made for the owner to copy: its token is shown this once (only its hash is kept). */
export const LibraryLinkSchema = z
  .strictObject({ orderId: z.int(), url: z.string(), path: z.string(), createdAt: z.string() })
  .meta({ id: 'LibraryLink' });

export const SalesSchema = z
  .strictObject({
    byPack: z.array(
      z.strictObject({
        packId: z.int(),
        title: z.string(),
        currency: z.string(),
        paid: z.int(),
        refunded: z.int(),
        /** Paid and not refunded, in the minor unit. */
        revenue: z.int(),
      }),
    ),
    byMonth: z.array(
      z.strictObject({
        /** YYYY-MM */
        month: z.string(),
        currency: z.string(),
        paid: z.int(),
        refunded: z.int(),
        revenue: z.int(),
      }),
    ),
  })
  .meta({ id: 'Sales' });

export const CheckoutSchema = z.strictObject({ url: z.string() }).meta({ id: 'Checkout' });

export type Order = z.output<typeof OrderSchema>;
export type OrderList = z.output<typeof OrderListSchema>;
export type LibraryLink = z.output<typeof LibraryLinkSchema>;
export type Sales = z.output<typeof SalesSchema>;
