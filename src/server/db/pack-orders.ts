import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { formatPrice, type OrderStatus } from '#shared/packs/pack.ts';
import type { Order, Sales } from '#shared/packs/order-schema.ts';
import type { Executor } from './location-reads';

// Orders of trip packs, their library tokens (kept only as a SHA-256 hash), and the figures of
// sales. The webhook (packs/webhook.ts) writes orders inside the transaction that claims its event.

/** 256 random bits, URL-safe: 43 characters. */
export const newLibraryToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export interface NewOrder {
  packId: number;
  releaseId: number;
  buyerEmail: string;
  amount: number;
  currency: string;
  stripeSessionId: string;
  stripePaymentIntent: string | null;
  stripeEventId: string;
}

/** Inserts a paid order; undefined when the session already has one. */
export async function insertPaidOrder(db: Executor, order: NewOrder, now = new Date()) {
  return db
    .insertInto('packOrders')
    .values({
      ...order,
      status: 'paid',
      updatesOptOut: 0,
      linkState: 'awaiting_send',
      createdAt: now.toISOString(),
    })
    .onConflict((oc) => oc.column('stripeSessionId').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/**
 * Links an order keeps: each "send it again", each copy by the owner and each release email makes a
 * new one, and the oldest beyond these are deleted (a deleted link answers as an unknown one).
 */
export const LIBRARY_LINKS_KEPT = 10;

/** A new library token for an order: the token itself is returned once, its hash kept. */
export async function createLibraryToken(db: Executor, orderId: number, now = new Date()): Promise<string> {
  const token = newLibraryToken();
  const { id } = await db
    .insertInto('libraryTokens')
    .values({ orderId, tokenHash: hashToken(token), createdAt: now.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const kept = db
    .selectFrom('libraryTokens')
    .select('id')
    .where('orderId', '=', orderId)
    .orderBy('id', 'desc')
    .limit(LIBRARY_LINKS_KEPT);
  await db
    .deleteFrom('libraryTokens')
    .where('orderId', '=', orderId)
    .where('id', '<', id)
    .where('id', 'not in', kept)
    .execute();
  return token;
}

export async function revokeOrderTokens(db: Executor, orderIds: readonly number[], now = new Date()) {
  if (orderIds.length === 0) return 0;
  const result = await db
    .updateTable('libraryTokens')
    .set({ revokedAt: now.toISOString() })
    .where('orderId', 'in', orderIds)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Marks the orders paid through this payment refunded and revokes their links; their ids. */
export async function refundPayment(db: Executor, paymentIntent: string, now = new Date()) {
  const rows = await db
    .updateTable('packOrders')
    .set({ status: 'refunded', refundedAt: now.toISOString() })
    .where('stripePaymentIntent', '=', paymentIntent)
    .where('status', '=', 'paid')
    .returning('id')
    .execute();
  const ids = rows.map((row) => row.id);
  await revokeOrderTokens(db, ids, now);
  return ids;
}

/**
 * The paid order a library token opens. An unknown token, a revoked one and one of a refunded
 * order are all the same miss: one query, one path, one answer.
 */
export function orderOfToken(db: Executor, token: string) {
  return db
    .selectFrom('libraryTokens')
    .innerJoin('packOrders', 'packOrders.id', 'libraryTokens.orderId')
    .selectAll('packOrders')
    .select('libraryTokens.id as tokenId')
    .where('libraryTokens.tokenHash', '=', hashToken(token))
    .where('libraryTokens.revokedAt', 'is', null)
    .where('packOrders.status', '=', 'paid')
    .executeTakeFirst();
}

export interface OrderFilter {
  id?: number | undefined;
  q?: string | undefined;
  packId?: number | undefined;
  status?: OrderStatus | undefined;
}

const LIST_LIMIT = 500;

/** Orders newest first, with their pack's title, release number and links still open. */
export async function listOrders(db: Executor, filter: OrderFilter, limit: number | null = LIST_LIMIT) {
  let query = db
    .selectFrom('packOrders')
    .innerJoin('packs', 'packs.id', 'packOrders.packId')
    .innerJoin('packReleases', 'packReleases.id', 'packOrders.releaseId')
    .selectAll('packOrders')
    .select(['packs.title as packTitle', 'packReleases.number as releaseNumber'])
    .select((eb) =>
      eb
        .selectFrom('libraryTokens')
        .select(eb.fn.countAll<number | string>().as('n'))
        .whereRef('libraryTokens.orderId', '=', 'packOrders.id')
        .where('libraryTokens.revokedAt', 'is', null)
        .as('activeLinks'),
    );
  if (filter.id !== undefined) query = query.where('packOrders.id', '=', filter.id);
  if (filter.packId !== undefined) query = query.where('packOrders.packId', '=', filter.packId);
  if (filter.status !== undefined) query = query.where('packOrders.status', '=', filter.status);
  const q = filter.q?.trim().toLowerCase();
  if (q) {
    // LIKE's own characters are matched as themselves.
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or(
        [
          'packOrders.buyerEmail',
          'packs.title',
          'packOrders.stripeSessionId',
          'packOrders.stripePaymentIntent',
        ].map((column) => eb(sql`lower(${sql.ref(column)})`, 'like', sql`${pattern} escape '\\'`)),
      ),
    );
  }
  let ordered = query.orderBy('packOrders.id', 'desc');
  if (limit !== null) ordered = ordered.limit(limit);
  const rows = await ordered.execute();
  const countQuery = await db
    .selectFrom('packOrders')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  const orders: Order[] = rows.map((row) => ({
    id: row.id,
    packId: row.packId,
    packTitle: row.packTitle,
    releaseNumber: row.releaseNumber,
    buyerEmail: row.buyerEmail,
    amount: row.amount,
    currency: row.currency,
    amountLabel: formatPrice(row.amount, row.currency),
    status: row.status,
    stripeSessionId: row.stripeSessionId,
    stripePaymentIntent: row.stripePaymentIntent,
    updatesOptOut: Number(row.updatesOptOut) === 1,
    linkState: row.linkState,
    activeLinks: Number(row.activeLinks ?? 0),
    createdAt: row.createdAt,
    refundedAt: row.refundedAt,
  }));
  return { orders, total: Number(countQuery?.n ?? 0) };
}

/** Paid, refunded and revenue (paid, not refunded) by pack and by month, per currency. */
export async function readSales(db: Executor): Promise<Sales> {
  const rows = await db
    .selectFrom('packOrders')
    .innerJoin('packs', 'packs.id', 'packOrders.packId')
    .select(['packOrders.packId', 'packs.title', 'packOrders.currency', 'packOrders.amount'])
    .select(['packOrders.status', 'packOrders.createdAt'])
    .orderBy('packOrders.id')
    .execute();
  const byPack = new Map<string, Sales['byPack'][number]>();
  const byMonth = new Map<string, Sales['byMonth'][number]>();
  for (const row of rows) {
    const paid = row.status === 'paid';
    const packKey = `${row.packId} ${row.currency}`;
    const pack = byPack.get(packKey) ?? {
      packId: row.packId,
      title: row.title,
      currency: row.currency,
      paid: 0,
      refunded: 0,
      revenue: 0,
    };
    const month = row.createdAt.slice(0, 7);
    const monthKey = `${month} ${row.currency}`;
    const inMonth = byMonth.get(monthKey) ?? {
      month,
      currency: row.currency,
      paid: 0,
      refunded: 0,
      revenue: 0,
    };
    for (const entry of [pack, inMonth]) {
      if (paid) {
        entry.paid += 1;
        entry.revenue += row.amount;
      } else entry.refunded += 1;
    }
    byPack.set(packKey, pack);
    byMonth.set(monthKey, inMonth);
  }
  return {
    byPack: [...byPack.values()].sort((a, b) => b.revenue - a.revenue || a.packId - b.packId),
    byMonth: [...byMonth.values()].sort(
      (a, b) => a.month.localeCompare(b.month) || a.currency.localeCompare(b.currency),
    ),
  };
}
