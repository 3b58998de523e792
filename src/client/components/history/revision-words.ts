import { i18n, pageLocale } from '#client/lib/i18n.ts';

// The words a history uses, whatever its subject (a place, a trip), in the page's language: what a
// revision did, a value shown plainly, and how long ago.

/** The verbs of the actions every history has; a subject adds its own (a place's merges). */
export const revisionVerbs = (): Record<string, string> => ({
  create: i18n._('Created'),
  update: i18n._('Edited'),
  delete: i18n._('Moved to the trash'),
  restore: i18n._('Restored from the trash'),
  import: i18n._('Imported'),
  revert: i18n._('Restored an earlier version:'),
});

/**
 * What the actions that name the fields they changed say, `fields` their names in a list; a subject
 * adds its own (a place's merges). Without fields, such an action says its verb.
 */
export const revisionSentences = (): Record<string, (fields: string) => string> => ({
  update: (fields) => i18n._('Edited {fields}', { fields }),
  revert: (fields) => i18n._('Restored an earlier version: {fields}', { fields }),
});

/**
 * A field's name as it reads inside a sentence: in lower case ("Edited notes"), but as it is where
 * nouns keep their capital (German) or letters have no case (Japanese).
 */
const inSentence = (name: string) => (pageLocale === 'de' || pageLocale === 'ja' ? name : name.toLowerCase());

/** "notes, status": names in a list, the page's way. */
const listOf = (names: string[]) => names.reduce((list, name) => i18n._('{list}, {name}', { list, name }));

/** "Edited notes, status": what a revision did, in words, with the subject's own field labels. */
export function describeChange(
  revision: { action: string; fields: readonly string[] },
  label: (field: string) => string,
  verbs: Record<string, string> = revisionVerbs(),
  sentences: Record<string, (fields: string) => string> = revisionSentences(),
): string {
  const sentence = sentences[revision.action];
  if (!sentence || revision.fields.length === 0) return verbs[revision.action] ?? revision.action;
  return sentence(listOf(revision.fields.map((field) => inSentence(label(field)))));
}

/** Empty as a dash, lists one item a line, yes-or-no as the words given ([yes, no]). */
export function plainValue(value: unknown, words: [string, string] = [i18n._('Yes'), i18n._('No')]): string {
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
 * by default: a screen passes its language in (revision-list.tsx's `shownAgo`).
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
