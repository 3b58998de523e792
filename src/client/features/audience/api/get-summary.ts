import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { analyticsRoutes } from '#shared/api/routes/analytics.generated.ts';
import { audienceKeys } from '#client/lib/query-keys/audience.ts';
import { call, routeUrl } from '#client/lib/api.ts';

export interface DayRange {
  from: string;
  to: string;
}

/** GET /api/analytics/summary (owner): the dashboard's numbers for a range; the last range stays shown while the next loads. */
export function useAudienceSummary(range: DayRange) {
  return useQuery({
    queryKey: audienceKeys.summary(range.from, range.to),
    queryFn: ({ signal }) => call(analyticsRoutes.summary, { query: range, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The CSV of the same range, as a link the browser downloads (the session cookie goes with it). */
export const summaryCsvUrl = (range: DayRange) => routeUrl(analyticsRoutes.exportCsv, { query: range });
