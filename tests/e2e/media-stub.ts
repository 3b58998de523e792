import type { BrowserContext, Page } from '@playwright/test';

// A 16×9 PNG: what every outside photo and video thumbnail answers in the browser tests.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAJCAIAAAC0SDtlAAAAE0lEQVR4nGOw6akgCTGMahgUGgDy/7QBeXUe7AAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Tests run offline and must not depend on outside hosts: photos, video thumbnails and the video
 * pages a link opens are answered locally. `missing` lists URL parts that answer 404 instead
 * (to exercise fallbacks); the browser logs those as 4xx, which the fixtures allow.
 */
export async function stubOutsideMedia(target: Page | BrowserContext, missing: string[] = []): Promise<void> {
  await target.route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    (route) => {
      const url = route.request().url();
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
