import { expect, type Locator } from '@playwright/test';

/** A box on the page, as Playwright's boundingBox gives it. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Whether two boxes share any pixel (touching edges do not count). */
export const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Waits until `locator` stays where it is for `ms` (a popup the map pans after its card has loaded
 * moves a moment later: a click aimed at its close button before then lands on the card).
 */
export async function stillFor(locator: Locator, ms = 300): Promise<void> {
  let last = '';
  await expect
    .poll(
      async () => {
        const box = JSON.stringify(await locator.boundingBox());
        const still = box === last;
        last = box;
        return still;
      },
      { intervals: [ms] },
    )
    .toBe(true);
}
