import { SOURCE_LOCALE } from '#shared/locales.ts';
import { ENGLISH, intlWording, type Wording } from '#shared/wording.ts';
import { i18n, intlLocale, pageLocale } from '#client/lib/i18n.ts';
import { countryLabel } from './country-label';

/**
 * How the page says what shared code builds (a trip's facts, a pack's head): English exactly as the
 * server writes it, another language through its catalogue and the browser's Intl. Outside lib/ so
 * that it loads with the pages that use it, not with every page's core.
 */
export const pageWording: Wording =
  pageLocale === SOURCE_LOCALE
    ? ENGLISH
    : intlWording(intlLocale, (message, values) => i18n._(message, values), countryLabel);
