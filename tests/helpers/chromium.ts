import { existsSync } from 'node:fs';

/** Debian's Chromium where it exists (CI and this machine); undefined means Playwright's own browser. */
export const CHROMIUM_PATH = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) =>
  existsSync(path),
);

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
