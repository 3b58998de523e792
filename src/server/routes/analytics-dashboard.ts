import { analyticsApi } from '#shared/api/analytics.ts';
import { SUMMARY_MAX_DAYS, SUMMARY_QUERY_MESSAGE } from '#shared/analytics/summary.ts';
import { rangeOf, daysIn, summaryOf } from '#server/analytics/summary.ts';
import { summaryCsv, summaryCsvFilename } from '#server/analytics/summary-csv.ts';
import { badInput } from '../errors';
import { routeServer } from '../api/serve';
import type { RoutePlugin } from '../context';

/** The range asked for, checked once the missing end is filled in (`from` alone may reach past a year). */
function checkedRange(query: { from?: string; to?: string }) {
  const range = rangeOf(query);
  if (range.from > range.to) throw badInput({ from: 'must be on or before to' }, SUMMARY_QUERY_MESSAGE);
  if (daysIn(range) > SUMMARY_MAX_DAYS)
    throw badInput({ to: `must be at most ${SUMMARY_MAX_DAYS} days after from` }, SUMMARY_QUERY_MESSAGE);
  return range;
}

/** The owner's audience dashboard: GET /api/analytics/summary and its CSV (issue 39). */
export const analyticsDashboardRoutes: RoutePlugin = async (app, context) => {
  const serve = routeServer(app, context);
  const { db } = context.database;

  serve(analyticsApi.summary, async (request, reply) => {
    const summary = await summaryOf(db, checkedRange(request.query));
    return reply.header('cache-control', 'no-store').send(summary);
  });

  serve(analyticsApi.exportCsv, async (request, reply) => {
    const range = checkedRange(request.query);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${summaryCsvFilename(range)}"`)
      .header('cache-control', 'no-store')
      .send(summaryCsv(await summaryOf(db, range)));
  });
};
