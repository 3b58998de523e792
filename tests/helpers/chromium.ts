import { existsSync } from 'node:fs';

const firstPresent = (paths: string[]) => paths.find((path) => existsSync(path));

/**
 * Debian's Chromium where it exists (CI and this machine), as visitors run it: the benchmarks and
 * Lighthouse measure with it. Undefined means Playwright's own browser.
 */
export const CHROMIUM_PATH = firstPresent(['/usr/bin/chromium', '/usr/bin/chromium-browser']);

/**
 * The browser tests' Chromium: Debian's headless shell where it is installed (the same Blink and V8
 * without the full browser around them; three spec files took 2.0 min with it against 2.6 min with
 * the full browser, both on two workers), otherwise the full browser.
 */
export const TEST_CHROMIUM_PATH = firstPresent(['/usr/bin/chromium-headless-shell']) ?? CHROMIUM_PATH;

/** Flags for every headless run here: no sandbox (root in CI), no GPU, and no traffic of its own. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
