import type { Page } from '@playwright/test';

/** A fingertip's contact: a phone reports an area, not a pinpoint (Chromium adjusts taps by it). */
const finger = (x: number, y: number, radius: number) => [
  { x, y, radiusX: radius, radiusY: radius, force: 1, id: 1 },
];

/** Touches the screen along `points` (first the press, last where it lifts), through Chromium's own input. */
async function touchPath(page: Page, points: { x: number; y: number }[], radius: number) {
  const cdp = await page.context().newCDPSession(page);
  const [first, ...rest] = points;
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: finger(first!.x, first!.y, radius),
  });
  for (const point of rest)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: finger(point.x, point.y, radius),
    });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** A fingertip's tap, a contact 20 px across. */
export const fingerTap = (page: Page, x: number, y: number) => touchPath(page, [{ x, y }], 10);

/** A finger's swipe from (x, y), `dx` px sideways, in ten moves. */
export const fingerSwipe = (page: Page, x: number, y: number, dx: number) =>
  touchPath(
    page,
    Array.from({ length: 11 }, (_, step) => ({ x: x + (dx * step) / 10, y })),
    8,
  );
