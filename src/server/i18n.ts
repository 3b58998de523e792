import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { preferredLocale, SOURCE_LOCALE } from '../shared/locales';
import { messages as de } from './locales/de';
import { messages as es } from './locales/es';
import { messages as fr } from './locales/fr';
import { messages as ja } from './locales/ja';

/** The server's own messages (its API errors), compiled from src/server/locales/*.po by lingui compile. */
const CATALOGUES: Record<string, Messages> = { de, es, fr, ja };
const translators = new Map<string, I18n>(
  Object.entries(CATALOGUES).map(([locale, messages]) => [
    locale,
    setupI18n({ locale, messages: { [locale]: messages } }),
  ]),
);

/**
 * An English message (the spec's, which identifies it) in the language the request prefers, when the
 * server's catalogue has it; otherwise as it is, English.
 */
export function translateMessage(message: string, acceptLanguage: string | undefined): string {
  const locale = preferredLocale(acceptLanguage);
  if (!locale || locale === SOURCE_LOCALE || CATALOGUES[locale]?.[message] === undefined) return message;
  return translators.get(locale)?._(message) ?? message;
}
