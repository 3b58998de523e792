import type { BrowserContext, Page } from '@playwright/test';

// A 16×9 PNG: what every outside photo and video thumbnail answers in the browser tests.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAJCAIAAAC0SDtlAAAAE0lEQVR4nGOw6akgCTGMahgUGgDy/7QBeXUe7AAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Tests run offline and must not depend on outside hosts: photos linked from other sites and video
 * thumbnails (as the site's /photo-link and /thumbnails/ proxies would pass them on; the proxies
 * themselves are tested against a stand-in in tests/api/photo-links.test.ts,
 * third-party-proxy.test.ts and no-third-party.spec.ts) and the video pages a link
 * opens are answered locally. `missing` lists URL parts that answer 404 instead
 * (to exercise fallbacks); the browser logs those as 4xx, which the fixtures allow.
 */
export async function stubOutsideMedia(target: Page | BrowserContext, missing: string[] = []): Promise<void> {
  await target.route(
    (url) =>
      (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') ||
      url.pathname.startsWith('/thumbnails/') ||
      url.pathname === '/photo-link',
    (route) => {
      // A photo link's own address is inside /photo-link's query: matched decoded.
      const url = decodeURIComponent(route.request().url());
      if (missing.some((part) => url.includes(part))) return route.fulfill({ status: 404, body: '' });
      if (route.request().resourceType() === 'document') {
        return route.fulfill({
          status: 200,
          contentType: 'text/html',
          body: '<!doctype html><title>Video</title><p>Video page</p>',
        });
      }
      return route.fulfill({ status: 200, contentType: 'image/png', body: PNG });
    },
  );
}
