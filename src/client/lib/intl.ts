import { intlLocale } from './i18n';

// The page's language for the browser's Intl, in a module of its own: only the screens that count
// or date things load it (i18n.ts is in every page's core).

/** A date formatter in the page's language ("Nov 28, 2026" · "28 nov 2026" · "2026/11/28"). */
export const dateFormat = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(intlLocale, options);

const pluralRules = new Intl.PluralRules(intlLocale);
/**
 * Whether a count takes the singular in the page's language (1 in English, 0 and 1 in French, never
 * in Japanese). The shipped languages have two forms, so a counted message is written twice:
 * `isOne(n) ? i18n._('{count} trip', …) : i18n._('{count} trips', …)`, each found by lingui extract.
 */
export const isOne = (count: number) => pluralRules.select(count) === 'one';
