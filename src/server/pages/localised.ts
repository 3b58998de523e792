import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES, SOURCE_LOCALE, type Locale } from '#shared/locales.ts';

/**
 * Each language's modulepreloads of Lingui's core and its catalogue (src/client/locales/<locale>.ts, compiled by lingui),
 * found in Vite's manifest: the page asks for it with the app, which waits for it before its first
 * render. Empty without a build.
 */
export function cataloguePreloads(clientDir: string): Partial<Record<Locale, string>> {
  const file = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return {};
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { file: string } | undefined>;
  const tag = (key: string) => {
    const chunk = manifest[key];
    return chunk ? `<link rel="modulepreload" crossorigin href="/${chunk.file}">` : '';
  };
  // Lingui's core, which English pages never load, comes with every other language's catalogue.
  const core = tag(Object.keys(manifest).find((key) => key.includes('node_modules/@lingui/core/')) ?? '');
  return Object.fromEntries(
    LOCALES.filter((locale) => locale !== SOURCE_LOCALE).flatMap((locale) => {
      const catalogue = tag(`src/client/locales/${locale}.ts`);
      return catalogue ? [[locale, [core, catalogue].filter(Boolean).join('\n    ')]] : [];
    }),
  );
}

/** A page's HTML in `locale`: its <html lang>, and its catalogue's preload beside the app's script. */
export function localiseHtml(html: string, locale: Locale, preload = ''): string {
  const lang = html.replace('<html lang="en">', `<html lang="${locale}">`);
  return preload ? lang.replace('</head>', `  ${preload}\n  </head>`) : lang;
}
