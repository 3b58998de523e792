import { z } from '../zod';

/** The dashboard's longest range, in days (a year, leap day included). */
export const SUMMARY_MAX_DAYS = 366;
/** The range when none is asked for: the last 30 days, today included. */
export const SUMMARY_DEFAULT_DAYS = 30;
/** How many rows each top list has. */
export const TOP_ROWS = 10;
/** The countries are all listed (there are 250 codes), for the map shaded by visitors. */
export const COUNTRY_ROWS = 250;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
function isRealDay(day: string): boolean {
  const time = Date.parse(`${day}T00:00:00Z`);
  return DAY_PATTERN.test(day) && !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
}
const Day = z.string().refine(isRealDay, 'must be a day written YYYY-MM-DD');

/** ?from=&to=: both days included; either may be left out (then the last 30 days, or 30 days to `to`). */
export const SummaryQuerySchema = z
  .object({ from: Day.optional(), to: Day.optional() })
  .superRefine(({ from, to }, context) => {
    if (!from || !to) return;
    if (from > to) context.addIssue({ code: 'custom', path: ['from'], message: 'must be on or before to' });
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
    if (days > SUMMARY_MAX_DAYS)
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: `must be at most ${SUMMARY_MAX_DAYS} days after from`,
      });
  });
export type SummaryQuery = z.output<typeof SummaryQuerySchema>;

export const SUMMARY_QUERY_MESSAGE = `Choose a range of days written YYYY-MM-DD, from before to, at most ${SUMMARY_MAX_DAYS} days.`;

const Count = z.number().int().min(0);
export const TotalsSchema = z.strictObject({ visitors: Count, views: Count });

/** One row of a top list: what was counted (a path, a host, a country code…), its label, its numbers. */
export const TopRowSchema = z.strictObject({
  value: z.string(),
  label: z.string(),
  views: Count,
  visitors: Count,
});
export type TopRow = z.output<typeof TopRowSchema>;

export const TOP_LISTS = [
  'pages',
  'places',
  'trips',
  'referrers',
  'campaigns',
  'countries',
  'devices',
  'browsers',
  'embeds',
] as const;
export type TopList = (typeof TOP_LISTS)[number];

const TopRows = z.array(TopRowSchema);
const Range = z.strictObject({ from: z.string(), to: z.string() });

export const SummarySchema = z
  .strictObject({
    range: Range,
    previousRange: Range,
    totals: TotalsSchema,
    previousTotals: TotalsSchema,
    /** Every day of the range, oldest first, zeros included. */
    series: z.array(z.strictObject({ day: z.string(), visitors: Count, views: Count })),
    tops: z.strictObject({
      pages: TopRows,
      places: TopRows,
      trips: TopRows,
      referrers: TopRows,
      campaigns: TopRows,
      countries: TopRows,
      devices: TopRows,
      browsers: TopRows,
      embeds: TopRows,
    }),
    /** Visitors who opened a place, and of them (by count of visitors) who clicked its video link. */
    funnel: z.strictObject({ placeOpened: Count, videoClicked: Count }),
  })
  .meta({ id: 'AnalyticsSummary' });
export type Summary = z.output<typeof SummarySchema>;
