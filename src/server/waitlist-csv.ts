// The waitlist as a CSV file the owner opens in a spreadsheet.

/** Cells a spreadsheet would read as a formula (OWASP "CSV injection") get a leading quote. */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvRows(rows: string[][]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
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
