import type { Page } from '@playwright/test';
import type { Location } from '../../src/shared/location';
import { statusRow } from '../../src/shared/status';
import { expect, test } from './fixtures';
import { allPlaces, createPlace, expectNoAxeViolations, mapElement } from './home-helpers';

// The header holds a search box for wide screens and one for phones: the one on screen.
const searchBox = (page: Page) =>
  page.getByRole('banner').getByRole('combobox', { name: 'Search destinations' }).filter({ visible: true });
const suggestionList = (page: Page) => page.getByRole('listbox', { name: 'Search destinations' });
const options = (page: Page) => suggestionList(page).getByRole('option');
const option = (page: Page, name: string) => suggestionList(page).getByRole('option', { name });
const markerBadge = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'All markers should be visible' });

/** The place the demo data has for a name: the oracle for what a chosen suggestion opens. */
function named(places: Location[], name: string): Location {
  const place = places.find((p) => p.name === name);
  if (!place) throw new Error(`no place named ${name}`);
  return place;
}

/** An option's first line: the place's, country's, state's or type's own name. */
async function optionName(page: Page, index: number): Promise<string> {
  const text = await options(page).nth(index).innerText();
  return text.split('\n')[0]!.trim();
}

async function typeInSearch(page: Page, text: string) {
  await searchBox(page).click();
  await searchBox(page).pressSequentially(text);
  await expect(suggestionList(page)).toBeVisible();
}

test('typing lists places with where they are and their status, and countries as countries', async ({
  page,
  request,
}) => {
  const places = await allPlaces(request);
  const tokyo = named(places, 'Tokyo');
  const inJapan = places.filter((p) => p.country === 'Japan').length;
  await page.goto('/');
  await expect(mapElement(page)).toHaveAttribute('data-marker-count', String(places.length));

  await typeInSearch(page, 'tok');
  await expect(option(page, `Tokyo Japan · ${statusRow(tokyo.status).label}`)).toBeVisible();
  await expect(options(page).first()).toHaveText(/^Tokyo/);
  // Typing still filters the map at once, as before.
  await expect(mapElement(page)).not.toHaveAttribute('data-marker-count', String(places.length));

  await searchBox(page).fill('');
  await searchBox(page).pressSequentially('japan');
  await expect(option(page, `Japan Country · ${inJapan} places`)).toBeVisible();
  // Accents do not matter: "galapagos" finds "Galápagos".
  await searchBox(page).fill('');
  await searchBox(page).pressSequentially('galapagos');
  await expect(options(page).first()).toHaveText(/^Galápagos National Park/);
});

test('the box and the list carry the combobox roles and states', async ({ page }) => {
  await page.goto('/');
  const box = searchBox(page);
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(box).toHaveAttribute('aria-autocomplete', 'list');

  await typeInSearch(page, 'to');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const listId = await suggestionList(page).getAttribute('id');
  expect(listId).toBeTruthy();
  await expect(box).toHaveAttribute('aria-controls', listId!);
  expect(await options(page).count()).toBeGreaterThan(1);
  expect(await options(page).count()).toBeLessThanOrEqual(8);
  await expect(box).not.toHaveAttribute('aria-activedescendant', /./);

  await page.keyboard.press('ArrowDown');
  const first = options(page).first();
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  const second = options(page).nth(1);
  await expect(box).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
  await expect(first).toHaveAttribute('aria-selected', 'false');
  await page.keyboard.press('End');
  await expect(box).toHaveAttribute(
    'aria-activedescendant',
    (await options(page).last().getAttribute('id'))!,
  );
  await page.keyboard.press('Home');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  // Focus stays in the box the whole time: the options are only pointed at.
  await expect(box).toBeFocused();
});

test('ArrowDown twice and Enter opens the second suggestion over the map', async ({ page, request }) => {
  const places = await allPlaces(request);
  await page.goto('/');
  await typeInSearch(page, 'to');
  const second = await optionName(page, 1);
  const place = named(places, second);

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: place.name })).toBeVisible();
  await expect(page).toHaveURL((url) => url.searchParams.get('place') === String(place.id));
  await expect(suggestionList(page)).toBeHidden();
});

test('Enter alone opens the first suggestion, and the typed text gives way to it', async ({
  page,
  request,
}) => {
  const tokyo = named(await allPlaces(request), 'Tokyo');
  await page.goto('/');
  await typeInSearch(page, 'tok');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Tokyo' })).toBeVisible();
  await expect(page).toHaveURL(
    (url) => url.searchParams.get('place') === String(tokyo.id) && !url.searchParams.has('q'),
  );
  // Closing the place comes back to the box, emptied.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(searchBox(page)).toHaveValue('');
  await expect(searchBox(page)).toBeFocused();
});

test('choosing a country with the mouse sets the country filter, as the sidebar does', async ({
  page,
  request,
}) => {
  const inJapan = (await allPlaces(request)).filter((p) => p.country === 'Japan').length;
  await page.goto('/');
  await typeInSearch(page, 'jap');
  await option(page, `Japan Country · ${inJapan} places`).click();
  await expect(page).toHaveURL(
    (url) => url.searchParams.get('country') === 'Japan' && !url.searchParams.has('q'),
  );
  await expect(markerBadge(page)).toContainText(`${inJapan} locations`);
  await expect(mapElement(page)).toHaveAttribute('data-marker-count', String(inJapan));
  await expect(searchBox(page)).toHaveValue('');
  await expect(suggestionList(page)).toBeHidden();
});

test('Escape closes the list, a second Escape clears the text, and leaving the box closes it', async ({
  page,
}) => {
  await page.goto('/');
  await typeInSearch(page, 'tok');
  await page.keyboard.press('Escape');
  await expect(suggestionList(page)).toBeHidden();
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(searchBox(page)).toHaveValue('tok');
  await page.keyboard.press('Escape');
  await expect(searchBox(page)).toHaveValue('');

  await searchBox(page).pressSequentially('tok');
  await expect(suggestionList(page)).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await expect(suggestionList(page)).toBeHidden();
  // Leaving the box chooses nothing: the search stays as typed and no place opens.
  await expect(searchBox(page)).toHaveValue('tok');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('from another page, choosing goes to the map with the choice', async ({ page, request }) => {
  const places = await allPlaces(request);
  const tokyo = named(places, 'Tokyo');
  const inJapan = places.filter((p) => p.country === 'Japan').length;
  await page.goto('/stats');
  await typeInSearch(page, 'tok');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(
    (url) => url.pathname === '/' && url.searchParams.get('place') === String(tokyo.id),
  );
  await expect(page.getByRole('dialog', { name: 'Tokyo' })).toBeVisible();

  await page.goto('/stats');
  await typeInSearch(page, 'japan');
  await option(page, `Japan Country · ${inJapan} places`).click();
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.searchParams.get('country') === 'Japan');
  await expect(mapElement(page)).toHaveAttribute('data-marker-count', String(inJapan));
});

test('at 320 px the open list fits, sits above the map, and passes axe', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/');
  await expect(mapElement(page)).toHaveAttribute('data-marker-count', /[1-9]/);
  await typeInSearch(page, 'park');
  await expect(options(page)).toHaveCount(8);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  // Every option is readable inside the screen, and is what a tap there reaches (no map control over it).
  for (const item of await options(page).all()) {
    await item.scrollIntoViewIfNeeded();
    const box = (await item.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('[role="option"]')?.id ?? null,
      [box.x + box.width - 8, box.y + box.height / 2],
    );
    expect(hit).toBe(await item.getAttribute('id'));
  }
  await expectNoAxeViolations(page);
});

test('a place named like markup is shown as text', async ({ page, ownerApi }) => {
  const markup = '<img src=x onerror=alert(1)>';
  const place = await createPlace(ownerApi, { name: markup });
  page.on('dialog', () => {
    throw new Error('a script ran from a place name');
  });
  try {
    await page.goto('/');
    await typeInSearch(page, '<img');
    await expect(options(page).first()).toHaveText(new RegExp(`^${markup.replace(/[()]/g, '\\$&')}`));
    await expect(suggestionList(page).locator('img')).toHaveCount(0);
  } finally {
    await ownerApi.delete(`/api/locations/${place.id}`);
  }
});

test('the box keeps its focus, caret and text while the suggestions load', async ({ page }) => {
  await page.goto('/');
  await expect(mapElement(page)).toHaveAttribute('data-marker-count', /[1-9]/);
  // Scripts asked for from now on (the suggestions' own) wait until the text is typed.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  await page.route(/\.js(\?|$)/, async (route) => {
    asked++;
    await released;
    await route.continue();
  });
  await searchBox(page).click();
  await searchBox(page).pressSequentially('tok');
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => asked).toBeGreaterThan(0);
  await expect(suggestionList(page)).toHaveCount(0);
  release();

  await expect(suggestionList(page)).toBeVisible();
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.type('X');
  await expect(searchBox(page)).toHaveValue('toXk');
  // Fast typing in the combobox keeps every key.
  await searchBox(page).fill('');
  await searchBox(page).pressSequentially('tokyo tower national park');
  await expect(searchBox(page)).toHaveValue('tokyo tower national park');
});
