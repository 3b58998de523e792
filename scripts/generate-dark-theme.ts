// npm run theme:dark — writes the dark theme's palette (see scripts/dark-theme.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { darkThemeCss } from './dark-theme';

export const DARK_THEME_FILE = new URL('../src/client/theme-dark.css', import.meta.url);

export function tailwindThemeCss(): string {
  return readFileSync(createRequire(import.meta.url).resolve('tailwindcss/theme.css'), 'utf8');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(DARK_THEME_FILE, darkThemeCss(tailwindThemeCss()));
  console.log(`wrote ${DARK_THEME_FILE.pathname}`);
}
