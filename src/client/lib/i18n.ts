import type { Messages } from '@lingui/core';
import { localeOfPath, SOURCE_LOCALE, type Locale } from '#shared/locales.ts';

type Values = Record<string, string | number>;

/** The language the URL names (the pseudo-locale's pages are English for search engines). */
export const urlLocale: Locale = localeOfPath(window.location.pathname);

/** The page's language, from its URL (the server wrote the same into <html lang>). */
export const pageLocale: Locale | 'pseudo' =
  import.meta.env.DEV && /^\/pseudo(\/|$)/.test(window.location.pathname) ? 'pseudo' : urlLocale;

let translate: ((message: string, values?: Values) => string) | undefined;

/** `{name}` filled in: English needs no catalogue and no message compiler. */
const fill = (message: string, values?: Values) =>
  values ? message.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole)) : message;

/**
 * Messages are identified by their English text, the spec's, written in the code:
 * `i18n._('Stats')`, `i18n._('{count} places', { count })` (lingui extract finds them by that name).
 * English is the text itself; another language's catalogue is loaded before the first render.
 */
export const i18n = {
  _: (message: string, values?: Values): string => translate?.(message, values) ?? fill(message, values),
};

/**
 * The page's catalogue, compiled from its .po (lingui compile), and Lingui's core to read it: both
 * asked for with the app (the server writes their modulepreloads), awaited before the first render,
 * so no English flashes. An English page loads neither.
 */
export async function loadCatalogue(): Promise<void> {
  if (pageLocale === SOURCE_LOCALE) return;
  const locale = pageLocale;
  // A catalogue that cannot load leaves the page in English rather than blank.
  const [core, catalogue] = await Promise.all([
    import('@lingui/core'),
    import(`../locales/${locale}.ts`) as Promise<{ messages: Messages }>,
  ]).catch(() => []);
  if (!core || !catalogue) return;
  const lingui = core.setupI18n({ locale, messages: { [locale]: catalogue.messages } });
  translate = (message, values) => lingui._(message, values);
}

/** The router's basename: the page's language prefix (`/es`), none for English. */
export const localeBase = pageLocale === SOURCE_LOCALE ? undefined : `/${pageLocale}`;

/** The page's language for the browser's Intl (the pseudo-locale formats as English). */
export const intlLocale = pageLocale === 'pseudo' ? 'en' : pageLocale;
const numberFormat = new Intl.NumberFormat(intlLocale);
/** A number as the page's language writes it (1,500 · 1.500 · 1 500). */
export const formatNumber = (value: number) => numberFormat.format(value);
