import type { I18n, Messages } from '@lingui/core';
import { localeOfPath, SOURCE_LOCALE, type Locale } from '#shared/locales.ts';
import { setCountryNamer } from '../components/country-label';

type Values = Record<string, string | number>;

/** The page's path; outside a browser (unit tests in Node) there is none, and the words are English. */
const pagePath = typeof window === 'undefined' ? '/' : window.location.pathname;

/** The language the URL names (the pseudo-locale's pages are English for search engines). */
export const urlLocale: Locale = localeOfPath(pagePath);

/** The page's language, from its URL (the server wrote the same into <html lang>). */
export const pageLocale: Locale | 'pseudo' =
  import.meta.env.DEV && /^\/pseudo(\/|$)/.test(pagePath) ? 'pseudo' : urlLocale;

let translate: ((message: string, values?: Values) => string) | undefined;
let translateForm: ((text: string) => string) | undefined;

/** `{name}` filled in: English needs no catalogue and no message compiler. */
export const fill = (message: string, values?: Values) =>
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
 * The interface's catalogues (lingui.config.ts): every page's, the other visitor pages', the owner's,
 * and the embeddable map's (its page loads that one alone).
 */
export type CataloguePart = 'site' | 'pages' | 'owner' | 'embed';

/**
 * The shipped languages' catalogues (English needs none): loaders keyed by their path in locales/
 * ("./owner/es.ts"), as import.meta.glob with `base` finds them. Each page lists its own (the app's
 * main.tsx, the embed's main.ts) before needCatalogue, so that neither build holds the other's.
 */
const CATALOGUES: Record<string, () => Promise<{ messages: Messages }>> = {};
const partOf = (part: CataloguePart, locale: string) =>
  CATALOGUES[`./${part === 'site' ? '' : `${part}/`}${locale}.ts`]!();

export const addCatalogues = (loaders: Record<string, () => Promise<{ messages: Messages }>>) =>
  Object.assign(CATALOGUES, loaders);

let core: Promise<I18n> | undefined;
const parts = new Map<CataloguePart, Promise<void>>();

/**
 * A part of the page's catalogue, compiled from its .po (lingui compile), loaded into the page's
 * Lingui once; an English page loads none. Never fails: a part that cannot load leaves its words
 * in English. Screens await their part before they render (router.tsx `screen`, the owner's query
 * for the owner's screens), so that no English flashes.
 */
export function needCatalogue(part: CataloguePart): Promise<void> {
  if (pageLocale === SOURCE_LOCALE) return Promise.resolve();
  const locale = pageLocale;
  let loaded = parts.get(part);
  if (!loaded) {
    core ??= import('@lingui/core').then(({ setupI18n }) =>
      setupI18n({ locale, messages: { [locale]: {} } }),
    );
    loaded = Promise.all([core, partOf(part, locale)]).then(
      ([lingui, catalogue]) => {
        lingui.load(locale, catalogue.messages);
        // A message of a part not loaded (yet) is English, as written.
        translate ??= (message, values) =>
          message in lingui.messages ? lingui._(message, values) : fill(message, values);
      },
      () => {
        parts.delete(part);
      },
    );
    parts.set(part, loaded);
  }
  return loaded;
}

/**
 * The page's own catalogue and Lingui's core to read it: asked for with the app (the server writes
 * their modulepreloads), awaited before the first render. Countries are named in the page's language
 * from a table of their codes loaded alongside, and the forms' English messages (the shared
 * schemas') are listed to be found and translated when shown.
 */
export async function loadCatalogue(): Promise<void> {
  if (pageLocale === SOURCE_LOCALE) return;
  await Promise.all([
    needCatalogue('site'),
    import('#shared/geo/country-namer.ts').then(
      (codes) => setCountryNamer(codes.countryNamer(intlLocale)),
      () => undefined,
    ),
    import('./schema-messages.ts').then(
      (forms) => (translateForm = forms.formTranslator((id, values) => i18n._(id, values), formatNumber)),
      () => undefined,
    ),
  ]);
}

/**
 * A form's message in the page's language (Field shows every error through it): an English message
 * of the shared schemas translated, numbers and all (schema-messages.ts, loaded with the catalogue);
 * any other text, and every text on an English page, as it is.
 */
export const formMessage = (text: string): string => translateForm?.(text) ?? text;

/** The router's basename: the page's language prefix (`/es`), none for English. */
export const localeBase = pageLocale === SOURCE_LOCALE ? undefined : `/${pageLocale}`;

/** The page's language for the browser's Intl (the pseudo-locale formats as English). */
export const intlLocale = pageLocale === 'pseudo' ? 'en' : pageLocale;
const numberFormat = new Intl.NumberFormat(intlLocale);
/** A number as the page's language writes it (1,500 · 1.500 · 1 500). */
export const formatNumber = (value: number) => numberFormat.format(value);
