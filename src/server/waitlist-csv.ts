import { csvField, guardCell } from '../shared/import/csv-format';

// The waitlist as a CSV file the owner opens in a spreadsheet, written as the places export is:
// every cell guarded against formulas (OWASP "CSV injection"), then quoted as RFC 4180 asks.

function csvRows(rows: string[][]): string {
  return rows.map((row) => row.map((cell) => csvField(guardCell(cell))).join(',')).join('\r\n') + '\r\n';
}

export interface WaitlistExportRow {
  email: string;
  token: string;
  createdAt: string;
}

/** email, the date they joined, and their personal leave link (for the launch email). */
export function waitlistCsv(rows: WaitlistExportRow[], siteUrl: string): string {
  return csvRows([
    ['email', 'joined', 'leave_link'],
    ...rows.map((row) => [
      row.email,
      row.createdAt.slice(0, 10),
      `${siteUrl}/waitlist/leave?token=${encodeURIComponent(row.token)}`,
    ]),
  ]);
}

export function waitlistFilename(today: Date): string {
  return `fru-world-waitlist-${today.toISOString().slice(0, 10)}.csv`;
}
