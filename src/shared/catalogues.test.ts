import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
/** The languages the site ships (the pseudo-locale is for development only). */
const SHIPPED = ['es', 'fr', 'de', 'ja'];

/**
 * lingui extract, without writing: every message the code has now, compared with each shipped .po and
 * with the catalogue compiled from it (what the pages and the server load).
 */
describe('the shipped catalogues', async () => {
  const config = getConfig({ cwd: ROOT, configPath: join(ROOT, 'lingui.config.ts'), skipValidation: true });
  const catalogs = await getCatalogs(config);

  it.each(catalogs.map((catalog) => [catalog.path.replace(ROOT, ''), catalog] as const))(
    '%s translates every message in es, fr, de and ja',
    async (_, catalog) => {
      const extracted = Object.keys((await catalog.collect()) ?? {});
      expect(extracted.length).toBeGreaterThan(0);
      for (const locale of SHIPPED) {
        const po = await catalog.read(locale);
        const compiled = (
          (await import(`${catalog.getFilename(locale).replace(/\.po$/, '.ts')}`)) as {
            messages: Record<string, unknown>;
          }
        ).messages;
        const untranslated = extracted.filter((id) => !po[id]?.translation);
        const uncompiled = extracted.filter((id) => compiled[id] === undefined);
        expect(untranslated, `untranslated in ${locale}.po`).toEqual([]);
        expect(uncompiled, `missing from ${locale}.ts: run lingui compile`).toEqual([]);
      }
    },
    // Extraction parses every source file of the client with Babel.
    120_000,
  );
});

// Issue 42: "a language's catalogue for the home page is at most 8 KB gzip" (the site catalogue,
// src/client/locales/<locale>.ts, which every page of that language loads before its first render).
describe('the home page’s catalogue', () => {
  it.each(SHIPPED)('in %s is at most 8 KB gzip', (locale) => {
    const compiled = readFileSync(join(ROOT, 'src', 'client', 'locales', `${locale}.ts`));
    expect(gzipSync(compiled, { level: 9 }).length).toBeLessThanOrEqual(8 * 1024);
  });
});
