import { isbot } from 'isbot';
import { UAParser } from 'ua-parser-js';
import type { DeviceClass } from '#shared/analytics/analytics.ts';

/** The browser families counted by name; any other is 'Other' (so the column holds no free text). */
const FAMILIES: [RegExp, string][] = [
  [/edge/i, 'Edge'],
  [/opera/i, 'Opera'],
  [/samsung/i, 'Samsung Internet'],
  [/firefox/i, 'Firefox'],
  [/chrom/i, 'Chrome'],
  [/safari/i, 'Safari'],
];

export interface UserAgentClass {
  device: DeviceClass;
  browser: string;
}

/** True for crawlers, link previewers, monitors and scripts (isbot's list), and for no user agent at all. */
export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || isbot(userAgent);
}

/** Most views come from a few browsers' user agents: each is parsed once (up to this many kept). */
const KNOWN_MAX = 1000;
const known = new Map<string, UserAgentClass>();

/** The device class and browser family of a user agent (ua-parser-js 1.x, MIT). */
export function classifyUserAgent(userAgent: string): UserAgentClass {
  let found = known.get(userAgent);
  if (!found) {
    if (known.size >= KNOWN_MAX) known.clear();
    found = parseUserAgent(userAgent);
    known.set(userAgent, found);
  }
  return found;
}

function parseUserAgent(userAgent: string): UserAgentClass {
  const parsed = new UAParser(userAgent);
  const type = parsed.getDevice().type;
  const os = parsed.getOS().name ?? '';
  const device: DeviceClass =
    type === 'mobile'
      ? 'mobile'
      : type === 'tablet'
        ? 'tablet'
        : type === undefined && /windows|mac os|linux|chrom|ubuntu|debian|fedora/i.test(os)
          ? 'desktop'
          : 'other';
  const name = parsed.getBrowser().name ?? '';
  const browser = FAMILIES.find(([pattern]) => pattern.test(name))?.[1] ?? 'Other';
  return { device, browser };
}
