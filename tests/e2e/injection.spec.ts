import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import Papa from 'papaparse';
import type { Location } from '../../src/shared/location';
import type { Stats } from '../../src/shared/stats';
import { expectNothingRan, FORMULAS, HOSTILE_LINKS, payload, watchDialogs } from '../helpers/injection';
import { seedPayloads, VIDEO, type PayloadMessage, type PayloadSuggestion } from '../helpers/injection-seed';
import { test as base, expect } from './fixtures';
import { stillFor } from './boxes';
import { markerPosition } from './home-helpers';
import { stubOutsideMedia } from './media-stub';
import { OWNER_PASSWORD, startServer, type RunningServer } from './server';

// Places, messages and suggestions whose every text field holds a script payload, visited
// wherever the site shows those texts: each must read as literal text and nothing may run.
// A server of its own without demo places, so every place shows in the lists and statistics
// and the public forms' per-address limits count only these posts.
const test = base.extend<object, { server: RunningServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its first parameter.
    async ({}, use) => {
      const server = await startServer({ SEED_DEMO: 'false' });
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
});

let owner: APIRequestContext;
let places: Location[] = [];
let messages: PayloadMessage[] = [];
let suggestions: PayloadSuggestion[] = [];

test.beforeAll(async ({ server }) => {
  owner = await playwrightRequest.newContext({
    baseURL: server.url,
    extraHTTPHeaders: { origin: server.url },
  });
  expect((await owner.post('/api/auth/login', { data: { password: OWNER_PASSWORD } })).status()).toBe(204);
  ({ places, messages, suggestions } = await seedPayloads(server.url, owner));
});

test.afterAll(async () => {
  await owner?.dispose();
});

test('the server refuses javascript:, data:, vbscript: and relative photo and video links', async () => {
  const before = ((await (await owner.get('/api/locations')).json()) as Location[]).length;
  const target = places[1]!;
  for (const link of HOSTILE_LINKS) {
    for (const [field, value] of [
      ['photos', [link]],
      ['youtubeUrls', [link]],
      ['youtubeUrl', link],
    ] as const) {
      const created = await owner.post('/api/locations', {
        data: { name: 'Link attempt', latitude: 1, longitude: 1, [field]: value },
      });
      expect(created.status(), `${field} ${link}`).toBe(400);
      expect(
        ((await created.json()) as { error: { fields: Record<string, string> } }).error.fields,
        `${field} ${link}`,
      ).toHaveProperty([field === 'youtubeUrl' ? field : `${field}.0`]);
      const patched = await owner.patch(`/api/locations/${target.id}`, { data: { [field]: value } });
      expect(patched.status(), `${field} ${link}`).toBe(400);
    }
  }
  expect(((await (await owner.get('/api/locations')).json()) as Location[]).length).toBe(before);
  const stored = (await (await owner.get(`/api/locations/${target.id}`)).json()) as Location;
  expect(stored).toEqual(target);
});

test('every payload is stored as sent', async () => {
  for (const place of places) {
    const stored = (await (await owner.get(`/api/locations/${place.id}`)).json()) as Location;
    expect(stored).toEqual(place);
  }
  expect(places.map((place) => place.category)).toEqual(places.map((_, i) => payload(i + 5)));
});

test('map popups show the payloads as text', async ({ page }) => {
  const dialogs = watchDialogs(page);
  await stubOutsideMedia(page.context());
  await page.goto('/');
  const map = page.locator('.leaflet-container');
  await expect(map).toHaveAttribute('data-marker-count', String(places.length));
  for (const place of places) {
    const at = await markerPosition(page, place);
    await page.mouse.click(at.x, at.y);
    const popup = page.locator('.leaflet-popup');
    await expect(popup.getByRole('heading', { name: place.name, exact: true })).toBeVisible();
    await expect(popup.getByText(place.address, { exact: true })).toBeVisible();
    await expect(popup.getByText(`${place.state}, ${place.country}`, { exact: true })).toBeVisible();
    await expect(popup.getByText(place.notes, { exact: true })).toBeVisible();
    if (place.photos.length > 0) {
      await expect(popup.getByRole('group', { name: `Photos of ${place.name}` })).toBeVisible();
      await expect(popup.getByRole('img', { name: `${place.name}, photo 1 of 1` })).toBeVisible();
      await expect(
        popup.getByRole('link', { name: new RegExp(`^Watch video 1 of 1 about`) }),
      ).toHaveAttribute('href', VIDEO);
    }
    await expectNothingRan(page, dialogs);
    await stillFor(popup);
    await popup.getByRole('button', { name: 'Close popup' }).click();
    await expect(popup).toHaveCount(0);
  }
});

test('list cards show the payloads as text', async ({ page }) => {
  const dialogs = watchDialogs(page);
  await stubOutsideMedia(page.context());
  for (const place of places) {
    // The search also finds the payload places whose address or notes hold this name: find its card.
    await page.goto(`/?view=list&q=${encodeURIComponent(place.name)}`);
    await expect(page.getByRole('heading', { name: /^All Locations \(\d+\)$/, level: 2 })).toBeVisible();
    const card = page.getByRole('article', { name: place.name, exact: true });
    await expect(card.getByText(place.name, { exact: true })).toBeVisible();
    await expect(card.getByText(place.address, { exact: true })).toBeVisible();
    await expect(card.getByText(`${place.state}, ${place.country}`, { exact: true })).toBeVisible();
    await expect(card.getByText(place.notes, { exact: true })).toBeVisible();
    await expectNothingRan(page, dialogs);
  }
});

test('the detail modal shows the payloads as text, and the owner edits the notes as a plain value', async ({
  page,
  signIn,
}) => {
  const dialogs = watchDialogs(page);
  await stubOutsideMedia(page.context());
  for (const place of places) {
    await page.goto(`/?place=${place.id}`);
    const modal = page.getByRole('dialog', { name: place.name, exact: true });
    await expect(modal).toBeVisible();
    await expect(modal.getByText(place.address, { exact: true })).toBeVisible();
    await expect(modal.getByText(place.notes, { exact: true })).toBeVisible();
    await expect(modal.getByText(place.country, { exact: true })).toBeVisible();
    await expect(modal.getByText(place.state!, { exact: true })).toBeVisible();
    await expectNothingRan(page, dialogs);
  }

  // Edit mode holds the notes in a text box, as its value.
  await signIn();
  for (const place of places) {
    await page.goto(`/?place=${place.id}`);
    const modal = page.getByRole('dialog', { name: place.name, exact: true });
    await modal.getByRole('button', { name: 'Edit' }).click();
    await expect(modal.getByRole('textbox', { name: 'Notes', exact: true })).toHaveValue(place.notes);
    await expect(modal.getByText(place.address, { exact: true })).toBeVisible();
    await expectNothingRan(page, dialogs);
  }
});

test('the sidebar lists the payload countries as text', async ({ page }) => {
  const dialogs = watchDialogs(page);
  await page.goto('/');
  const sidebar = page.getByRole('complementary', { name: 'Explore and filter' });
  const expand = sidebar.getByRole('button', { name: 'Expand sidebar' });
  await expect(sidebar.getByRole('button', { name: /^(Expand|Collapse) sidebar$/ })).toBeVisible();
  if (await expand.isVisible()) await expand.click();
  const countries = sidebar.getByRole('button', { name: /^Countries/ });
  if ((await countries.getAttribute('aria-expanded')) === 'false') await countries.click();
  for (const place of places) {
    await expect(sidebar.getByText(place.country, { exact: true })).toBeVisible();
    await expect(sidebar.getByRole('checkbox', { name: `${place.country} (1)`, exact: true })).toBeVisible();
  }
  await expectNothingRan(page, dialogs);
});

test('the statistics show the payloads as text', async ({ page }) => {
  const dialogs = watchDialogs(page);
  await stubOutsideMedia(page.context());
  const stats = (await (await owner.get('/api/stats')).json()) as Stats;
  expect(stats.recentlyAdded.length).toBeGreaterThan(0);
  await page.goto('/stats');
  const recent = page.getByRole('region', { name: 'Recently Added' });
  for (const place of stats.recentlyAdded) {
    await expect(recent.getByText(place.name, { exact: true })).toBeVisible();
    await expect(
      recent.getByRole('listitem').filter({ has: page.getByText(place.name, { exact: true }) }),
    ).toContainText(`${place.state}, ${place.country}`);
  }
  const geography = page.getByRole('region', { name: 'Geographic Distribution' });
  for (const place of places) await expect(geography.getByText(place.country, { exact: true })).toBeVisible();
  await expectNothingRan(page, dialogs);
});

test('the inbox shows the payloads of messages and suggestions as text', async ({ page, signIn }) => {
  const dialogs = watchDialogs(page);
  // Read items have no "New" badge in their heading, so the heading's text is the payload alone.
  for (const kind of ['messages', 'suggestions'] as const) {
    for (const item of (await (await owner.get(`/api/${kind}`)).json()) as { id: string }[]) {
      expect((await owner.patch(`/api/${kind}/${item.id}`, { data: { read: true } })).status()).toBe(204);
    }
  }
  await signIn();
  await page.goto('/inbox');
  for (const message of messages) {
    const article = page.getByRole('article', { name: message.subject, exact: true });
    await expect(article.getByRole('heading', { name: message.subject, exact: true })).toBeVisible();
    await expect(article.getByText(message.name, { exact: true })).toBeVisible();
    await expect(article.getByText(message.message, { exact: true })).toBeVisible();
  }
  await expectNothingRan(page, dialogs);

  await page.getByRole('tab', { name: /Suggestions/ }).click();
  for (const suggestion of suggestions) {
    const article = page.getByRole('article', { name: suggestion.placeName, exact: true });
    await expect(article.getByRole('heading', { name: suggestion.placeName, exact: true })).toBeVisible();
    await expect(article.getByText(`📍 ${suggestion.location}`, { exact: true })).toBeVisible();
    await expect(article.getByText(suggestion.reason, { exact: true })).toBeVisible();
    await expect(article.getByText(`Suggested by ${suggestion.name}`, { exact: true })).toBeVisible();
  }
  await expectNothingRan(page, dialogs);

  // "Add to map" fills the add form with the suggestion's texts, as plain values.
  const first = suggestions[0]!;
  await page
    .getByRole('article', { name: first.placeName, exact: true })
    .getByRole('button', { name: /^Add to map/ })
    .click();
  const form = page.getByRole('dialog', { name: 'Add New Location' });
  await expect(form.getByRole('textbox', { name: /^Name/ })).toHaveValue(first.placeName);
  await expect(form.getByLabel('Address', { exact: true })).toHaveValue(first.location);
  await expect(form.getByLabel('Notes', { exact: true })).toHaveValue(first.reason);
  await expectNothingRan(page, dialogs);
});

test('exports keep the payloads literal and defuse spreadsheet formulas', async () => {
  const formula = await owner.post('/api/locations', {
    data: {
      name: FORMULAS[0],
      address: FORMULAS[1],
      country: FORMULAS[2],
      state: FORMULAS[3],
      notes: FORMULAS[0],
      category: FORMULAS[1],
      latitude: 12.5,
      longitude: 45.5,
    },
  });
  expect(formula.status(), await formula.text()).toBe(201);

  const csv = await owner.get('/api/export?format=csv');
  expect(csv.status()).toBe(200);
  const rows = Papa.parse<Record<string, string>>((await csv.text()).replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: true,
  }).data;
  const guarded = rows.find((row) => row.name === `'${FORMULAS[0]}`);
  expect(guarded).toMatchObject({
    name: `'${FORMULAS[0]}`,
    address: `'${FORMULAS[1]}`,
    country: `'${FORMULAS[2]}`,
    state: `'${FORMULAS[3]}`,
    notes: `'${FORMULAS[0]}`,
    category: `'${FORMULAS[1]}`,
  });
  for (const place of places) {
    expect(rows.find((row) => row.id === String(place.id))).toMatchObject({
      name: place.name,
      address: place.address,
      country: place.country,
      state: place.state,
      notes: place.notes,
      category: place.category,
    });
  }

  const kml = await owner.get('/api/export?format=kml');
  expect(kml.status()).toBe(200);
  const { DOMParser } = await import('@xmldom/xmldom');
  const documentNode = new DOMParser().parseFromString(await kml.text(), 'application/xml');
  const names = Array.from(documentNode.getElementsByTagName('Placemark')).map(
    (placemark) => placemark.getElementsByTagName('name')[0]?.textContent,
  );
  for (const place of places) expect(names).toContain(place.name);
});
