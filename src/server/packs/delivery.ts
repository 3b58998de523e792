import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import { createLibraryToken } from '../db/pack-orders';
import type { PackOrderRow } from '../db/packs-tables';
import type { DB } from '../db/schema';
import { enqueueMail, libraryLinkEmail, packUpdatedEmail } from '../mail/public';

/**
 * Delivering libraries. With email configured (SMTP_URL), a link goes into the mail outbox, which
 * sends it (src/server/mail); without, the request is recorded and the owner sees the order as
 * awaiting its link ("Copy library link"), and the buyer's page says the link will be emailed.
 *
 * `onOrderPaid` runs inside the webhook's transaction, the one that claimed the event: whatever it
 * writes (the outbox row) is written exactly once per order, or not at all.
 */
export interface DeliveryContext {
  /** The webhook's transaction (onOrderPaid), or the database (requestLibraryLinks). */
  db: Kysely<DB>;
  config: Config;
  log: FastifyBaseLogger;
  now?: Date;
}

/** The buyer's library: https://site/library/<token>. */
export const libraryUrl = (config: Config, token: string) => `${config.siteUrl}/library/${token}`;

async function packTitle(db: Kysely<DB>, packId: number): Promise<string> {
  const pack = await db.selectFrom('packs').select('title').where('id', '=', packId).executeTakeFirst();
  return pack?.title ?? 'Your trip pack';
}

/** The link emailed through the outbox (once per `dedupeKey`), the order marked as sent. */
async function emailLink(context: DeliveryContext, order: PackOrderRow, link: string, dedupeKey: string) {
  const { db } = context;
  const content = libraryLinkEmail({ packTitle: await packTitle(db, order.packId), link });
  await enqueueMail(db, { to: order.buyerEmail, ...content, kind: 'library-link', dedupeKey });
  await db.updateTable('packOrders').set({ linkState: 'sent' }).where('id', '=', order.id).execute();
}

/**
 * An order was paid and its library link made: `link` holds the token, which is never stored (only
 * its hash is). Emailed when email is configured; else the link awaits the owner.
 */
export async function onOrderPaid(
  context: DeliveryContext,
  order: PackOrderRow,
  link: string,
): Promise<void> {
  const at = (context.now ?? new Date()).toISOString();
  await context.db
    .insertInto('libraryRequests')
    .values({ email: order.buyerEmail, orderId: order.id, reason: 'order_paid', createdAt: at })
    .execute();
  if (context.config.mail) return emailLink(context, order, link, `order-${order.id}-paid`);
  await context.db
    .updateTable('packOrders')
    .set({ linkState: 'awaiting_send' })
    .where('id', '=', order.id)
    .execute();
  context.log.info(
    { orderId: order.id },
    'trip pack order paid: its library link awaits the owner (no email)',
  );
}

/**
 * Someone asked for the library links of `email` again (POST /api/library/resend). Recorded for
 * every address, bought or not, so the answer and its path never tell. With email configured, each
 * paid order of the address gets a fresh link by email (tokens are kept only as hashes).
 */
export async function requestLibraryLinks(context: DeliveryContext, email: string): Promise<void> {
  const { db, config } = context;
  const at = context.now ?? new Date();
  await db
    .insertInto('libraryRequests')
    .values({ email, orderId: null, reason: 'resend', createdAt: at.toISOString() })
    .execute();
  if (!config.mail) return;
  const orders = await db
    .selectFrom('packOrders')
    .selectAll()
    .where('buyerEmail', '=', email.trim().toLowerCase())
    .where('status', '=', 'paid')
    .execute();
  for (const order of orders) {
    const token = await createLibraryToken(db, order.id, at);
    await emailLink(context, order, libraryUrl(config, token), `order-${order.id}-resend-${at.getTime()}`);
  }
}

/**
 * Emails the buyers of a pack's newest release (v2 and later) who have not opted out, each with a
 * fresh library link. One email per order and release (its dedupe key): an order already told is
 * skipped before a token is made for it, so running this again (the sweep below, after a stop, or
 * on another instance) sends nothing twice.
 */
export async function onReleasePublished(context: DeliveryContext, packId: number): Promise<void> {
  const { db, config } = context;
  if (!config.mail) return;
  const release = await db
    .selectFrom('packReleases')
    .select(['number', 'note'])
    .where('packId', '=', packId)
    .orderBy('number', 'desc')
    .executeTakeFirst();
  if (!release || release.number < 2) return;
  const orders = await db
    .selectFrom('packOrders')
    .selectAll()
    .where('packId', '=', packId)
    .where('status', '=', 'paid')
    .where('updatesOptOut', '=', 0)
    .execute();
  const keyOf = (order: PackOrderRow) => `order-${order.id}-release-${release.number}`;
  const told = new Set(
    (
      await db
        .selectFrom('mailOutbox')
        .select('dedupeKey')
        .where('kind', '=', 'pack-updated')
        .where('dedupeKey', 'like', `order-%-release-${release.number}`)
        .execute()
    ).map((row) => row.dedupeKey),
  );
  const title = await packTitle(db, packId);
  for (const order of orders) {
    if (told.has(keyOf(order))) continue;
    const link = libraryUrl(config, await createLibraryToken(db, order.id, context.now));
    const content = packUpdatedEmail({
      packTitle: title,
      version: release.number,
      changeNote: release.note,
      link,
      optOutLink: `${link}?updates=off`,
    });
    await enqueueMail(db, {
      to: order.buyerEmail,
      ...content,
      kind: 'pack-updated',
      dedupeKey: keyOf(order),
    });
  }
}

/** Releases this recent are looked at again by the sweep. */
const SWEEP_DAYS = 7;

/**
 * The buyers of every release published in the last week who were not told yet (the instance
 * stopped while queueing their emails): told now. Run at start and every few minutes.
 */
export async function tellBuyersOfRecentReleases(context: DeliveryContext): Promise<void> {
  if (!context.config.mail) return;
  const since = new Date((context.now?.getTime() ?? Date.now()) - SWEEP_DAYS * 86_400_000).toISOString();
  const packs = await context.db
    .selectFrom('packReleases')
    .select('packId')
    .distinct()
    .where('number', '>=', 2)
    .where('createdAt', '>', since)
    .execute();
  for (const { packId } of packs) await onReleasePublished(context, packId);
}

/** How long a request for library links is kept: the addresses people typed are not kept for ever. */
export const LIBRARY_REQUEST_DAYS = 30;

/** Forgets the requests for library links (each with the address typed) older than LIBRARY_REQUEST_DAYS. */
export async function forgetOldLibraryRequests(context: DeliveryContext): Promise<number> {
  const before = new Date((context.now?.getTime() ?? Date.now()) - LIBRARY_REQUEST_DAYS * 86_400_000);
  const result = await context.db
    .deleteFrom('libraryRequests')
    .where('createdAt', '<', before.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The delivery's housekeeping, at start and every few minutes, on every instance (each step is idempotent). */
export async function sweepDeliveries(context: DeliveryContext): Promise<void> {
  await forgetOldLibraryRequests(context);
  await tellBuyersOfRecentReleases(context);
}
