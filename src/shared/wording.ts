import { formatCount } from './format-count';
import { inEnglish, type Translate } from './head';

/**
 * How a page says what shared code builds (a trip's facts, a pack's size, their heads) in its
 * language: the messages through `t`, counts and calendar days the language's way. English is the
 * site's as the spec writes it, without Intl (format-count.ts); the client's page wording is
 * lib/intl.ts `pageWording`, the server's `wordingFor` (server/i18n.ts).
 */
export interface Wording {
  t: Translate;
  /** A whole number: 1,234 · 1.234 · 1 234. */
  count: (value: number) => string;
  /** Whether a count takes the singular (1 in English, 0 and 1 in French, never in Japanese). */
  isOne: (value: number) => boolean;
  /** A calendar day from "2026-05-04": "4 May 2026" · "4 may 2026" · "2026年5月4日". */
  day: (date: string) => string;
  /** A country, stored by its English name: "United States" · "Estados Unidos". */
  country: (name: string) => string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "4 May 2026" from "2026-05-04" (no time zone: the date is the traveller's own). */
export function englishDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

export const ENGLISH: Wording = {
  t: inEnglish,
  count: formatCount,
  isOne: (n) => n === 1,
  day: englishDay,
  country: (name) => name,
};

/**
 * The wording of a language through the runtime's Intl (server and client alike build it so), its
 * messages through `t`, its countries through `country`.
 */
export function intlWording(locale: string, t: Translate, country: (name: string) => string): Wording {
  const numbers = new Intl.NumberFormat(locale);
  const plurals = new Intl.PluralRules(locale);
  const days = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return {
    t,
    count: (value) => numbers.format(value),
    isOne: (value) => plurals.select(value) === 'one',
    // A calendar day read in UTC never shifts.
    day: (date) => days.format(new Date(`${date}T00:00:00Z`)),
    country,
  };
}

/** "5 days", "1 day". */
export const dayCount = (count: number, w: Wording = ENGLISH) =>
  w.isOne(count)
    ? w.t(/*i18n*/ '{count} day', { count: w.count(count) })
    : w.t(/*i18n*/ '{count} days', { count: w.count(count) });

/** "12 stops", "1 stop". */
export const stopCount = (count: number, w: Wording = ENGLISH) =>
  w.isOne(count)
    ? w.t(/*i18n*/ '{count} stop', { count: w.count(count) })
    : w.t(/*i18n*/ '{count} stops', { count: w.count(count) });

/** "1,234 km", rounded to the kilometre. */
export const kilometres = (km: number, w: Wording = ENGLISH) =>
  w.t(/*i18n*/ '{km} km', { km: w.count(Math.round(km)) });
