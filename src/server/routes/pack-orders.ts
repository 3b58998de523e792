import { packSalesApi } from '#shared/api/pack-sales.ts';
import { packsApi } from '#shared/api/packs.ts';
import { csvField, guardCell } from '#shared/import/csv-format.ts';
import type { Order } from '#shared/packs/order-schema.ts';
import { checkedRange } from '../analytics/summary';
import { routeServer } from '../api/serve';
import type { RoutePlugin } from '../context';
import { createLibraryToken, listOrders, readSales, revokeOrderTokens } from '../db/pack-orders';
import { HttpError, mailNotConfigured, notFound } from '../errors';
import { emailOrderLink, libraryUrl } from '../packs/delivery';
import { packFunnelOf } from '../packs/funnel';

const CSV_COLUMNS = [
  'order',
  'created_at',
  'pack',
  'release',
  'buyer_email',
  'amount',
  'currency',
  'status',
  'refunded_at',
  'stripe_session',
  'stripe_payment_intent',
  'link',
] as const;

/** The orders as a spreadsheet opens them: cells guarded against formulas, quoted as RFC 4180 asks. */
function ordersCsv(orders: readonly Order[]): string {
  const rows = orders.map((order) => [
    String(order.id),
    order.createdAt,
    order.packTitle,
    `v${order.releaseNumber}`,
    order.buyerEmail,
    (order.amount / 100).toFixed(2),
    order.currency.toUpperCase(),
    order.status,
    order.refundedAt ?? '',
    order.stripeSessionId,
    order.stripePaymentIntent ?? '',
    order.linkState,
  ]);
  return (
    [[...CSV_COLUMNS], ...rows]
      .map((row) => row.map((cell) => csvField(guardCell(cell))).join(','))
      .join('\r\n') + '\r\n'
  );
}

/** The owner's side of sales: orders (searched, as CSV), library links made and revoked, figures. */
const refunded = () => new HttpError(409, 'conflict', 'This order was refunded: its library stays closed.');

export const packOrderRoutes: RoutePlugin = async (app, context) => {
  const { db } = context.database;
  const serve = routeServer(app, context);

  const orderExists = async (id: number) => {
    const row = await db.selectFrom('packOrders').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('That order');
    return row;
  };

  serve(packsApi.orders, async (request, reply) =>
    reply.header('cache-control', 'no-store').send(await listOrders(db, request.query)),
  );

  serve(packsApi.ordersCsv, async (request, reply) => {
    const { orders } = await listOrders(db, request.query, null);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="fru-world-orders-${day}.csv"`)
      .type('text/csv; charset=utf-8')
      .send(ordersCsv(orders));
  });

  // The token is answered this once; only its hash is kept, so a later copy is a new link.
  serve(packsApi.libraryLink, async (request, reply) => {
    const order = await orderExists(request.params.id);
    if (order.status !== 'paid') throw refunded();
    const token = await createLibraryToken(db, order.id);
    const url = libraryUrl(context.config, token);
    return reply
      .status(201)
      .header('cache-control', 'no-store')
      .send({ orderId: order.id, url, path: `/library/${token}`, createdAt: new Date().toISOString() });
  });

  // A new link by email, for a buyer whose first email went missing; the order as it is now.
  serve(packsApi.emailLink, async (request, reply) => {
    const order = await orderExists(request.params.id);
    if (order.status !== 'paid') throw refunded();
    if (!context.mail) throw mailNotConfigured('copy the library link and send it yourself.');
    await db
      .transaction()
      .execute((trx) => emailOrderLink({ db: trx, config: context.config, log: request.log }, order));
    const [answer] = (await listOrders(db, { id: order.id }, 1)).orders;
    return reply.status(202).header('cache-control', 'no-store').send(answer!);
  });

  serve(packsApi.revokeLinks, async (request, reply) => {
    const order = await orderExists(request.params.id);
    await revokeOrderTokens(db, [order.id]);
    return reply.status(204).send();
  });

  serve(packsApi.sales, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(await readSales(db)),
  );

  serve(packSalesApi.funnel, async (request, reply) =>
    reply.header('cache-control', 'no-store').send(await packFunnelOf(db, checkedRange(request.query))),
  );
};
