/**
 * The languages the site speaks. English is the spec's and sits at the root (`/stats`); every other
 * language has its prefix (`/es/stats`). A URL's language is the page's language: nothing is
 * redirected by a guess.
 */
export const LOCALES = ['en', 'es', 'fr', 'de', 'ja'] as const;
export type Locale = (typeof LOCALES)[number];
export const SOURCE_LOCALE: Locale = 'en';
/** Each language's name in itself, as the language menu shows it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  ja: '日本語',
};

const isLocale = (value: string | undefined): value is Locale =>
  value !== undefined && (LOCALES as readonly string[]).includes(value);

/** The language a path is in: its first segment when that names a language other than English. */
export function localeOfPath(path: string): Locale {
  const first = /^\/([a-z]{2})(?:\/|$|\?)/.exec(path)?.[1];
  return isLocale(first) && first !== SOURCE_LOCALE ? first : SOURCE_LOCALE;
}

/** The path without its language prefix (`/es/stats` → `/stats`, `/es` → `/`). */
export function unlocalisedPath(path: string): string {
  const locale = localeOfPath(path);
  if (locale === SOURCE_LOCALE) return path;
  const rest = path.slice(locale.length + 1);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** The same page in `locale` (`/stats`, 'ja' → `/ja/stats`; `/`, 'fr' → `/fr/`). */
export function localisedPath(locale: Locale, path: string): string {
  const bare = unlocalisedPath(path);
  return locale === SOURCE_LOCALE ? bare : `/${locale}${bare}`;
}

/** The language an Accept-Language header prefers among ours, by its q-values; undefined for none. */
export function preferredLocale(acceptLanguage: string | undefined): Locale | undefined {
  if (!acceptLanguage) return undefined;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { lang: tag.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && isLocale(entry.lang))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.lang as Locale | undefined;
}
