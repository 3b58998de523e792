import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { inEnglish } from '../shared/head';
import { preferredLocale, SOURCE_LOCALE, type Locale } from '../shared/locales';
import { countryNamer } from '../shared/geo/country-namer';
import { ENGLISH, intlWording, type Wording } from '../shared/wording';
import { messages as de } from './locales/de';
import { messages as es } from './locales/es';
import { messages as fr } from './locales/fr';
import { messages as ja } from './locales/ja';

/** The server's own messages (its API errors, a place page's fixed words), compiled from src/server/locales/*.po by lingui compile. */
const CATALOGUES: Record<string, Messages> = { de, es, fr, ja };
const translators = new Map<string, I18n>(
  Object.entries(CATALOGUES).map(([locale, messages]) => [
    locale,
    setupI18n({ locale, messages: { [locale]: messages } }),
  ]),
);

/**
 * An English message (the spec's, which identifies it) in `locale` when the server's catalogue has
 * it; otherwise as it is. `values` fill its `{placeholders}` (in English too: shared/head.ts `inEnglish`).
 */
export function translate(message: string, locale: Locale, values?: Record<string, string>): string {
  const translator =
    locale === SOURCE_LOCALE || CATALOGUES[locale]?.[message] === undefined
      ? undefined
      : translators.get(locale);
  return translator ? translator._(message, values) : inEnglish(message, values);
}

/** An English message in the language the request prefers (its Accept-Language), as `translate`. */
export function translateMessage(message: string, acceptLanguage: string | undefined): string {
  return translate(message, preferredLocale(acceptLanguage) ?? SOURCE_LOCALE);
}

const wordings = new Map<Locale, Wording>();

/** How a page in `locale` says what shared code builds (shared/wording.ts): English as the spec writes it. */
export function wordingFor(locale: Locale): Wording {
  if (locale === SOURCE_LOCALE) return ENGLISH;
  let wording = wordings.get(locale);
  if (!wording) {
    wording = intlWording(
      locale,
      (message, values) => translate(message, locale, values),
      countryNamer(locale),
    );
    wordings.set(locale, wording);
  }
  return wording;
}
