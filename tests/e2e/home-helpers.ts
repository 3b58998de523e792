import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Location } from '../../src/shared/location';
import { expect } from './fixtures';
import { OWNER_PASSWORD } from './server';

/** Every place as the API answers it: the oracle the tests count from. */
export async function allPlaces(request: APIRequestContext): Promise<Location[]> {
  const response = await request.get('/api/locations');
  expect(response.status()).toBe(200);
  return (await response.json()) as Location[];
}

export const listHeading = (page: Page, count: number) =>
  page.getByRole('heading', { name: `All Locations (${count})`, level: 2 });
export const mapElement = (page: Page) => page.locator('.leaflet-container');

/**
 * The map shows a marker for every place the API lists to the same reader (the owner's map shows
 * private places too: pass the owner's API for an owner's page). Other tests share the server and
 * may add places meanwhile: the count is read again each time the map is.
 */
export async function expectEveryPlaceOnMap(page: Page, request: APIRequestContext) {
  await expect
    .poll(async () => {
      const [shown, places] = await Promise.all([
        mapElement(page).getAttribute('data-marker-count'),
        allPlaces(request),
      ]);
      return shown === String(places.length);
    })
    .toBe(true);
}

/**
 * Resolves when the owner's menu, which loads after the page, has counted the unread messages: call
 * it before the page opens. A test that ends the session after this meets none of the page's own
 * start-up reads (a read answered 401 signs the header out), only the reads and writes it causes.
 */
export const unreadCounted = (page: Page, status = 200) =>
  page.waitForResponse((r) => new URL(r.url()).pathname === '/api/inbox/unread' && r.status() === status);

/** Resolves when the owner's menu has asked whether to welcome a new creator (GET /api/onboarding). */
const onboardingAsked = (page: Page) =>
  page.waitForResponse((r) => new URL(r.url()).pathname === '/api/onboarding' && r.status() === 200);

/**
 * Signs in and opens `path`, once the owner's menu has made its start-up reads (the unread count,
 * the onboarding question): a session ended after this meets none of them.
 */
export async function openSignedIn(page: Page, signIn: () => Promise<void>, path: string) {
  await signIn();
  const ready = Promise.all([unreadCounted(page), onboardingAsked(page)]);
  await page.goto(path);
  await ready;
}
export const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Explore and filter' });

/** Opens the sidebar (kept open in local storage afterwards) and the named section. */
export async function openSection(page: Page, title: string) {
  const panel = sidebar(page);
  // Wait for the panel to be drawn (collapsed or not) before asking which it is.
  await expect(panel.getByRole('button', { name: /^(Expand|Collapse) sidebar$/ })).toBeVisible();
  const expand = panel.getByRole('button', { name: 'Expand sidebar' });
  if (await expand.isVisible()) await expand.click();
  const toggle = panel.getByRole('button', { name: new RegExp(`^${title}`) });
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

/** The map's markers and the list's heading both show `count` places. */
export async function expectBothViews(page: Page, count: number) {
  await openSection(page, 'View Mode');
  const views = sidebar(page).getByRole('group', { name: 'View mode' });
  await views.getByRole('button', { name: 'Map' }).click();
  await expect(mapElement(page)).toHaveAttribute('data-marker-count', String(count));
  await views.getByRole('button', { name: 'List' }).click();
  await expect(listHeading(page, count)).toBeVisible();
}

/** A place made through the API for one test, with a unique name. */
export async function createPlace(
  ownerApi: APIRequestContext,
  overrides: Partial<Location> = {},
): Promise<Location> {
  const response = await ownerApi.post('/api/locations', {
    data: {
      name: `Test Place ${Date.now()} ${Math.round(Math.random() * 1e6)}`,
      latitude: 46.8523,
      longitude: -121.7603,
      status: 'planned',
      type: 'mountain',
      address: 'Paradise, WA 98398, USA',
      state: 'Washington',
      country: 'United States',
      notes: 'Wildflowers in August.',
      ...overrides,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Location;
}

/** Every native dialog (alert, confirm, prompt) the page opens, dismissed and recorded. */
export function nativeDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return seen;
}

/** The toast a delete shows, with its Undo. */
export const trashedToast = (page: Page, name: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: `Moved ${name} to the trash` });

/** Axe finds no violation on the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** Centres the map on a place at a close zoom and answers the place's position on the page. */
export async function markerPosition(page: Page, place: { latitude: number; longitude: number }, zoom = 12) {
  return page.evaluate(
    ({ lat, lng, zoom }) => {
      const element = document.querySelector('.leaflet-container') as HTMLElement & {
        leafletMap: import('leaflet').Map;
      };
      const map = element.leafletMap;
      map.setView([lat, lng], zoom, { animate: false });
      const point = map.latLngToContainerPoint([lat, lng]);
      const box = element.getBoundingClientRect();
      return { x: box.left + point.x, y: box.top + point.y };
    },
    { lat: place.latitude, lng: place.longitude, zoom },
  );
}

/**
 * Ends the session on the server, then brings the owner's menu's next count of unread messages (a
 * minute on, by the page's clock: `page.clock.install()` before the page opened), which finds it
 * ended: the page learns of it from a read in the background, not from anything the owner did.
 */
export async function endSessionInTheBackground(page: Page, origin: string) {
  const logout = await page.request.post(`${origin}/api/auth/logout`, { headers: { origin } });
  expect(logout.status()).toBe(204);
  const refused = unreadCounted(page, 401);
  await page.clock.fastForward('01:05');
  await refused;
}

/** Signs in again in the dialog that asks for it, and waits for it to close. */
export async function signInAgain(page: Page) {
  const signInDialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(signInDialog).toContainText('Your session has ended. Sign in again to save.');
  await signInDialog.getByLabel('Password').fill(OWNER_PASSWORD);
  await signInDialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(signInDialog).toHaveCount(0);
}

/**
 * Drops the browser's own console lines about requests answered with `status`: a session ended on
 * purpose (401, the default) or a failure the test forces.
 */
export function forgetRefusedRequests(consoleErrors: string[], status = 401) {
  for (let i = consoleErrors.length - 1; i >= 0; i--)
    if (consoleErrors[i]!.includes(`status of ${status} `)) consoleErrors.splice(i, 1);
}

/** SPEC.md's question before a card's (or the popup's) Delete, in the site's own dialog. */
export function deleteQuestion(page: Page) {
  return page.getByRole('dialog', { name: 'Are you sure you want to delete this location?' });
}

/** Clicks a card's or popup's Delete and answers the question with Delete. */
export async function deleteAndConfirm(page: Page, button: Locator) {
  await button.click();
  const question = deleteQuestion(page);
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(question).toHaveCount(0);
}
