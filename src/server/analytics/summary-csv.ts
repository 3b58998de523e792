import type { Summary } from '#shared/analytics/summary.ts';
import { TOP_LISTS } from '#shared/analytics/summary.ts';
import { csvField, guardCell } from '#shared/import/csv-format.ts';

// The dashboard as a CSV file the owner opens in a spreadsheet, written as the waitlist's is: every
// cell guarded against formulas (a referrer or a campaign is visitors' text), then quoted.

const line = (row: (string | number)[]) => row.map((cell) => csvField(guardCell(String(cell)))).join(',');

/** One row per day (day, visitors, views), a blank line, then every top list's rows. */
export function summaryCsv(summary: Summary): string {
  const lines = [
    line(['day', 'visitors', 'views']),
    ...summary.series.map((day) => line([day.day, day.visitors, day.views])),
    '',
    line(['list', 'value', 'label', 'visitors', 'views']),
    ...TOP_LISTS.flatMap((list) =>
      summary.tops[list].map((row) => line([list, row.value, row.label, row.visitors, row.views])),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

export const summaryCsvFilename = (range: { from: string; to: string }) =>
  `fru-world-audience-${range.from}-to-${range.to}.csv`;
