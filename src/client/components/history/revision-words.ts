// The words a history uses, whatever its subject (a place, a trip): what a revision did, a value
// shown plainly, and how long ago.

/** The verbs of the actions every history has; a subject adds its own (a place's merges). */
export const REVISION_VERBS: Record<string, string> = {
  create: 'Created',
  update: 'Edited',
  delete: 'Moved to the trash',
  restore: 'Restored from the trash',
  import: 'Imported',
  revert: 'Restored an earlier version:',
};

/** The actions whose words name the fields they changed. */
const NAMING = new Set(['update', 'revert', 'merge-import', 'merge']);

/** "Edited notes, status": what a revision did, in words, with the subject's own field labels. */
export function describeChange(
  revision: { action: string; fields: readonly string[] },
  label: (field: string) => string,
  verbs: Record<string, string> = REVISION_VERBS,
): string {
  const verb = verbs[revision.action] ?? revision.action;
  const named = NAMING.has(revision.action) && revision.fields.length > 0;
  return named ? `${verb} ${revision.fields.map((f) => label(f).toLowerCase()).join(', ')}` : verb;
}

/** Empty as a dash, lists one item a line, yes-or-no as the words given ([yes, no]). */
export function plainValue(value: unknown, words: [string, string] = ['Yes', 'No']): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? words[0] : words[1];
  if (Array.isArray(value)) return value.length > 0 ? value.map(String).join('\n') : '—';
  return String(value);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 5],
];

/**
 * "2 minutes ago" up to a month, then the date; in `locale`, with `justNow` under 45 seconds. English
 * by default: this module stays free of the page's catalogue (unit tests load it without a page), so
 * a screen passes its language in (revision-list.tsx's `shownAgo`).
 */
export function timeAgo(
  iso: string,
  now: number = Date.now(),
  { locale = 'en', justNow = 'just now' }: { locale?: string; justNow?: string } = {},
): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return '';
  let amount = (now - then) / 1000;
  if (amount < 45) return justNow;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  amount /= 60;
  for (const [unit, next] of UNITS) {
    if (Math.round(amount) < next) return format.format(-Math.round(amount), unit);
    amount /= next;
  }
  return new Date(then).toLocaleDateString(locale === 'en' ? 'en-US' : locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}
