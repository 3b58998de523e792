import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { LinkState } from '#shared/packs/pack.ts';
import type { Config } from '../config';
import { createLibraryToken } from '../db/pack-orders';
import type { PackOrderRow } from '../db/packs-tables';
import type { DB } from '../db/schema';
import {
  enqueueMail,
  libraryLinkEmail,
  packUpdatedEmail,
  type OutboxStatus,
  type SettledMail,
} from '../mail/public';

/**
 * Delivering libraries. With email configured (SMTP_URL), a link goes into the mail outbox, which
 * sends it (src/server/mail), and the order's link state follows that email: `queued`, then `sent`
 * or `failed`. Without, the request is recorded and the owner sees the order as awaiting its link
 * ("Copy library link").
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

/** The dedupe key of an email carrying an order's link: `order-<id>-paid`, `order-<id>-resend-<ms>`. */
const linkEmailKey = (orderId: number, why: string) => `order-${orderId}-${why}`;
const ORDER_OF_LINK_EMAIL = /^order-(\d+)-/;

/** An order's link state as the outbox row of its newest link email says. */
const LINK_STATE_OF: Record<OutboxStatus, LinkState> = {
  pending: 'queued',
  sending: 'queued',
  sent: 'sent',
  failed: 'failed',
  // Not for a library link (only a campaign's email ends so), but never "sent" if one did.
  unknown: 'failed',
  skipped: 'failed',
};

/**
 * Sets the order's link state from its newest link email, when it has one: called when one is
 * queued, when the mail worker settles one (followLinkEmails), and by the sweep.
 */
export async function settleLinkState(db: Kysely<DB>, orderId: number): Promise<void> {
  const newest = await db
    .selectFrom('mailOutbox')
    .select('status')
    .where('kind', '=', 'library-link')
    .where('dedupeKey', 'like', `${linkEmailKey(orderId, '')}%`)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!newest) return;
  await db
    .updateTable('packOrders')
    .set({ linkState: LINK_STATE_OF[newest.status] })
    .where('id', '=', orderId)
    .execute();
}

/**
 * The mail worker's follower of library-link emails (`context.mail.follow`): the order's link
 * state becomes `sent` when the SMTP server took the email, `failed` when it refused it.
 */
export const followLinkEmails =
  (db: Kysely<DB>) =>
  async (mail: SettledMail): Promise<void> => {
    const orderId = ORDER_OF_LINK_EMAIL.exec(mail.dedupeKey)?.[1];
    if (orderId !== undefined) await settleLinkState(db, Number(orderId));
  };

/** The link emailed through the outbox (once per key), the order's link state `queued` until it leaves. */
async function emailLink(context: DeliveryContext, order: PackOrderRow, link: string, why: string) {
  const { db } = context;
  const content = libraryLinkEmail({ packTitle: await packTitle(db, order.packId), link });
  await enqueueMail(db, {
    to: order.buyerEmail,
    ...content,
    kind: 'library-link',
    dedupeKey: linkEmailKey(order.id, why),
  });
  await settleLinkState(db, order.id);
}

/** A new library link for the order (the ones before keep working), emailed as emailLink does. */
async function emailNewLink(context: DeliveryContext, order: PackOrderRow, why: string, at: Date) {
  const token = await createLibraryToken(context.db, order.id, at);
  await emailLink(context, order, libraryUrl(context.config, token), why);
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
  if (context.config.mail) return emailLink(context, order, link, 'paid');
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
  for (const order of orders) await emailNewLink(context, order, `resend-${at.getTime()}`, at);
}

/**
 * The owner sends a buyer a new library link (the first email lost or deleted): recorded as a
 * request, emailed like the first, the order's linkState following that email. Earlier links keep
 * working until the owner revokes them. Run in one transaction: the token exists only if its email
 * is queued.
 */
export async function emailOrderLink(context: DeliveryContext, order: PackOrderRow): Promise<void> {
  const at = context.now ?? new Date();
  await context.db
    .insertInto('libraryRequests')
    .values({ email: order.buyerEmail, orderId: order.id, reason: 'resend', createdAt: at.toISOString() })
    .execute();
  await emailNewLink(context, order, `owner-${at.getTime()}`, at);
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

/**
 * Orders whose link email was queued: their state set again from the outbox, for an email settled
 * while its follower could not write (the database away, an instance stopped in between).
 */
export async function settleQueuedLinks(context: DeliveryContext): Promise<void> {
  const queued = await context.db
    .selectFrom('packOrders')
    .select('id')
    .where('linkState', '=', 'queued')
    .execute();
  for (const { id } of queued) await settleLinkState(context.db, id);
}

/** The delivery's housekeeping, at start and every few minutes, on every instance (each step is idempotent). */
export async function sweepDeliveries(context: DeliveryContext): Promise<void> {
  await forgetOldLibraryRequests(context);
  await tellBuyersOfRecentReleases(context);
  await settleQueuedLinks(context);
}
