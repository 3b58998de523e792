import { dateFormat } from '#client/lib/intl.ts';

/** "Nov 21, 2026, 9:41 AM" in the reader's time zone and the page's language. */
export function formatWhen(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : dateFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
