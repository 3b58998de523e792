import type { Kysely } from 'kysely';
import { PACK_PATH_PREFIX, packIdOfSegment } from '#shared/packs/pack-head.ts';
import { stepsOf, type PackFunnel } from '#shared/packs/funnel.ts';
import { addDays } from '#server/analytics/rollup.ts';
import { countsOf, type DayRange } from '#server/analytics/summary-read.ts';
import type { DB } from '#server/db/schema.ts';

/** Counts keyed by a value, added up by the pack id each value names (values naming none are left out). */
function byPack(counts: Map<string, number>, idOf: (value: string) => number | null): Map<number, number> {
  const packs = new Map<number, number>();
  for (const [value, count] of counts) {
    const id = idOf(value);
    if (id !== null) packs.set(id, (packs.get(id) ?? 0) + count);
  }
  return packs;
}

/** Paid orders (refunded ones left out) made on the range's UTC days, by pack. */
async function paidOrders(db: Kysely<DB>, range: DayRange): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('packOrders')
    .select(['packId', (eb) => eb.fn.countAll<number | string>().as('orders')])
    .where('status', '=', 'paid')
    .where('createdAt', '>=', range.from)
    .where('createdAt', '<', addDays(range.to, 1))
    .groupBy('packId')
    .execute();
  return new Map(rows.map((row) => [row.packId, Number(row.orders)]));
}

/**
 * Each pack's funnel over a range (GET /api/packs/funnel): views of its page, Buy clicks for it,
 * its paid orders. The analytics are read as of now, events not yet counted into the aggregates
 * included (countsOf), so a click a second old is there.
 */
export async function packFunnelOf(db: Kysely<DB>, range: DayRange): Promise<PackFunnel> {
  const pages = await countsOf(db, range, { type: 'pageview', dimension: 'path', prefix: PACK_PATH_PREFIX });
  const views = byPack(pages, (path) => packIdOfSegment(path.slice(PACK_PATH_PREFIX.length)));
  const clicks = byPack(await countsOf(db, range, { type: 'buy_clicked', dimension: 'target' }), (target) =>
    packIdOfSegment(target),
  );
  const orders = await paidOrders(db, range);
  // Every pack is read (there are few): ids named by a forged beacon are no pack and stay out.
  const packs = await db.selectFrom('packs').select(['id', 'title', 'status']).orderBy('id').execute();
  const counted = (id: number) => views.has(id) || clicks.has(id) || orders.has(id);
  const rows = packs
    .filter((pack) => pack.status === 'on_sale' || counted(pack.id))
    .map((pack) => ({
      packId: pack.id,
      title: pack.title,
      ...stepsOf(views.get(pack.id) ?? 0, clicks.get(pack.id) ?? 0, orders.get(pack.id) ?? 0),
    }))
    .sort((a, b) => b.orders - a.orders || b.clicks - a.clicks || b.views - a.views || a.packId - b.packId);
  const sum = (step: 'views' | 'clicks' | 'orders') => rows.reduce((total, row) => total + row[step], 0);
  return { range, packs: rows, totals: stepsOf(sum('views'), sum('clicks'), sum('orders')) };
}
