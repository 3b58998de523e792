import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DARK_PALETTES, darkThemeCss } from '../../scripts/dark-theme';
import { DARK_THEME_FILE, tailwindThemeCss } from '../../scripts/generate-dark-theme';

function clientSources(dir = import.meta.dirname): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return clientSources(path);
    return /\.(tsx?|css)$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the dark theme', () => {
  it('is the file the generator writes from the installed Tailwind (run `npm run theme:dark`)', () => {
    expect(readFileSync(DARK_THEME_FILE, 'utf8')).toBe(darkThemeCss(tailwindThemeCss()));
  });

  it("turns round every palette the client's classes use", () => {
    const used = new Set<string>();
    for (const file of clientSources()) {
      const text = readFileSync(file, 'utf8');
      for (const [, palette] of text.matchAll(/-([a-z]+)-(?:50|[1-9]00|950)\b/g)) used.add(palette!);
    }
    const palettes = [...used].filter((name) => tailwindThemeCss().includes(`--color-${name}-500:`));
    expect(palettes.length).toBeGreaterThan(0);
    expect(palettes.filter((name) => !(DARK_PALETTES as readonly string[]).includes(name))).toEqual([]);
  });
});
