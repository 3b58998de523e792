import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES, SOURCE_LOCALE, type Locale } from '#shared/locales.ts';

/** A language's preloads: for the home page and the place pages, and for every other page. */
export interface CataloguePreloads {
  home: string;
  pages: string;
}

/**
 * Each language's modulepreloads, found in Vite's manifest: Lingui's core, the language's catalogue
 * of every page (src/client/locales/<locale>.ts, compiled by lingui), the table naming countries and
 * the forms' message list, and on the other visitor pages their catalogue (locales/pages/<locale>.ts).
 * The page asks for them with the app, which waits for them before its first render (lib/i18n.ts).
 * Empty without a build.
 */
export function cataloguePreloads(clientDir: string): Partial<Record<Locale, CataloguePreloads>> {
  const file = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return {};
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { file: string } | undefined>;
  const tag = (key: string | undefined) => {
    const chunk = key === undefined ? undefined : manifest[key];
    return chunk ? `<link rel="modulepreload" crossorigin href="/${chunk.file}">` : '';
  };
  const lines = (tags: string[]) => tags.filter(Boolean).join('\n    ');
  // What every other language needs and English never loads.
  const shared = [
    tag(Object.keys(manifest).find((key) => key.includes('node_modules/@lingui/core/'))),
    tag('src/shared/geo/country-namer.ts'),
    tag('src/client/lib/schema-messages.ts'),
  ];
  return Object.fromEntries(
    LOCALES.filter((locale) => locale !== SOURCE_LOCALE).flatMap((locale) => {
      const catalogue = tag(`src/client/locales/${locale}.ts`);
      if (!catalogue) return [];
      const home = [...shared, catalogue];
      return [
        [
          locale,
          { home: lines(home), pages: lines([...home, tag(`src/client/locales/pages/${locale}.ts`)]) },
        ],
      ];
    }),
  );
}

/** A page's HTML in `locale`: its <html lang>, and its catalogue's preload beside the app's script. */
export function localiseHtml(html: string, locale: Locale, preload = ''): string {
  const lang = html.replace('<html lang="en">', `<html lang="${locale}">`);
  return preload ? lang.replace('</head>', `  ${preload}\n  </head>`) : lang;
}
