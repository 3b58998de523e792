import { analyticsApi } from '#shared/api/analytics.ts';
import { checkedRange, summaryOf } from '#server/analytics/summary.ts';
import { aggregateStep } from '#server/analytics/aggregate.ts';
import { summaryCsv, summaryCsvFilename } from '#server/analytics/summary-csv.ts';
import { routeServer } from '../api/serve';
import type { RoutePlugin } from '../context';

/** The owner's audience dashboard: GET /api/analytics/summary and its CSV (issue 39). */
export const analyticsDashboardRoutes: RoutePlugin = async (app, context) => {
  const serve = routeServer(app, context);
  const { db } = context.database;
  /**
   * The range's figures from the aggregates. The events written since the last background count
   * (10 seconds' worth, usually) are counted first, one chunk at most, so the owner sees them.
   */
  const summaryFor = async (range: ReturnType<typeof checkedRange>) => {
    await aggregateStep(context.database);
    return summaryOf(db, range);
  };

  serve(analyticsApi.summary, async (request, reply) => {
    const summary = await summaryFor(checkedRange(request.query));
    return reply.header('cache-control', 'no-store').send(summary);
  });

  serve(analyticsApi.exportCsv, async (request, reply) => {
    const range = checkedRange(request.query);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${summaryCsvFilename(range)}"`)
      .header('cache-control', 'no-store')
      .send(summaryCsv(await summaryFor(range)));
  });
};
