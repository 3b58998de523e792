import { z } from '../zod';

/**
 * The funnel of each pack over a range of UTC days (issue 43): its page's views, the Buy clicks
 * the beacon counted for it (on its page or on /trip-packs), and its paid orders (refunded ones are
 * left out). A rate is the next step over the one before, rounded to 4 places; null when the step
 * before counted nothing. Clicks may outnumber views: Buy is on /trip-packs too.
 */
const Count = z.int().min(0);
const Rate = z.number().min(0).nullable();

export const PackFunnelStepsSchema = z.strictObject({
  views: Count,
  clicks: Count,
  orders: Count,
  /** clicks / views */
  clickRate: Rate,
  /** orders / clicks */
  orderRate: Rate,
});

export const PackFunnelSchema = z
  .strictObject({
    range: z.strictObject({ from: z.string(), to: z.string() }),
    /** The packs on sale, and any other pack with a figure in the range; most orders first. */
    packs: z.array(PackFunnelStepsSchema.extend({ packId: z.int(), title: z.string() })),
    totals: PackFunnelStepsSchema,
  })
  .meta({ id: 'PackFunnel' });
export type PackFunnel = z.output<typeof PackFunnelSchema>;
export type PackFunnelSteps = z.output<typeof PackFunnelStepsSchema>;

/** `part` over `whole`, rounded to 4 places; null when `whole` is 0. */
export const rateOf = (part: number, whole: number): number | null =>
  whole === 0 ? null : Math.round((part / whole) * 10_000) / 10_000;

/** The steps with their rates. */
export const stepsOf = (views: number, clicks: number, orders: number): PackFunnelSteps => ({
  views,
  clicks,
  orders,
  clickRate: rateOf(clicks, views),
  orderRate: rateOf(orders, clicks),
});
