import type { APIRequestContext, Page } from '@playwright/test';
import type { DuplicatesList } from '../../src/shared/duplicates';
import type { Location } from '../../src/shared/location';
import { expect, test } from './fixtures';
import { createPlace, expectBothViews } from './home-helpers';
import { stubOutsideMedia } from './media-stub';

// Issue 14: the owner's Possible duplicates: merge a pair field by field, or keep it apart for good.

test.beforeEach(async ({ page }) => stubOutsideMedia(page.context()));

const VIDEOS = ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'https://youtu.be/dQw4w9WgXcQ'];

/** A word no other test's place carries, so the search finds this test's places alone. */
const uniqueWord = () => `Zq${Math.random().toString(36).slice(2, 8)}`;

async function openDuplicates(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: /^Account: / }).click();
  await page.getByRole('menuitem', { name: 'Possible duplicates' }).click();
  await expect(page).toHaveURL(/\/duplicates$/);
  await expect(page.getByRole('heading', { name: 'Possible duplicates', level: 1 })).toBeVisible();
}

const pairCard = (page: Page, a: Location, b: Location) =>
  page
    .getByRole('list', { name: 'Possible duplicates' })
    .getByRole('article', { name: `${a.name} and ${b.name}` });

const listed = async (api: APIRequestContext, a: Location) =>
  ((await (await api.get('/api/duplicates')).json()) as DuplicatesList).pairs.some(
    (p) => p.a.id === a.id || p.b.id === a.id,
  );

test('merge a pair choosing the other name: one place with both videos on the map and the list, the other in the trash', async ({
  page,
  signIn,
  ownerApi,
}) => {
  const word = uniqueWord();
  const at = { latitude: 48.636 + Math.random() * 0.5, longitude: -1.5115 };
  const first = await createPlace(ownerApi, {
    name: `Mont Saint-Michel ${word}`,
    ...at,
    youtubeUrls: [VIDEOS[0]!],
  });
  const second = await createPlace(ownerApi, {
    name: `Mont-Saint-Michel ${word}`,
    latitude: at.latitude + 0.0004,
    longitude: at.longitude,
    youtubeUrls: [VIDEOS[1]!],
  });

  await signIn();
  await openDuplicates(page);
  const card = pairCard(page, first, second);
  await expect(card).toContainText('m apart');
  await card.getByRole('button', { name: 'Merge…' }).click();

  const dialog = page.getByRole('dialog', { name: 'Merge two places' });
  await expect(dialog.getByText('The merged place will have 0 photos and 2 videos.')).toBeVisible();
  await dialog.getByRole('group', { name: 'Name' }).getByLabel(second.name).check();
  await dialog.getByRole('button', { name: 'Merge', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: `Merged into ${second.name}` }),
  ).toBeVisible();
  await expect(card).toHaveCount(0);

  // One place, under the chosen name, with both videos: on the map and in the list.
  const kept = (await (await ownerApi.get(`/api/locations/${first.id}`)).json()) as Location;
  expect(kept).toMatchObject({ name: second.name, youtubeUrls: VIDEOS });
  expect((await ownerApi.get(`/api/locations/${second.id}`)).status()).toBe(404);
  await page.goto(`/?q=${word}`);
  await expectBothViews(page, 1);
  const listCard = page.getByRole('article', { name: second.name });
  await expect(listCard).toBeVisible();
  await page.goto(`/?view=list&q=${word}&place=${first.id}`);
  await expect(
    page.getByRole('dialog', { name: second.name }).getByRole('group', { name: `Videos of ${second.name}` }),
  ).toContainText('1 / 2');

  // The other place waits in the trash.
  await page.goto('/trash');
  await expect(
    page.getByRole('list', { name: 'Deleted places' }).getByRole('article', { name: second.name }),
  ).toBeVisible();
  expect((await ownerApi.delete(`/api/locations/${first.id}`)).status()).toBe(204);
});

test('a merge over the video limit says so before it runs; Not a duplicate keeps a pair away after a reload', async ({
  page,
  signIn,
  ownerApi,
}) => {
  const word = uniqueWord();
  const at = { latitude: 44.8654 + Math.random() * 0.5, longitude: 15.582 };
  const videos = (n: number, from: number) =>
    Array.from({ length: n }, (_, i) => `https://youtu.be/${String(from + i).padStart(11, 'v')}`);
  const lakes = await createPlace(ownerApi, {
    name: `Plitvice Lakes ${word}`,
    ...at,
    youtubeUrls: videos(15, 0),
  });
  const park = await createPlace(ownerApi, {
    name: `Plitvice Lakes National Park ${word}`,
    latitude: at.latitude + 0.0008,
    longitude: at.longitude,
    youtubeUrls: videos(6, 100),
  });

  await signIn();
  await openDuplicates(page);
  const card = pairCard(page, lakes, park);
  await card.getByRole('button', { name: 'Merge…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Merge two places' });
  await expect(dialog.getByRole('alert')).toContainText(
    'Together the two places have 21 videos; a place keeps at most 20. Remove 1 first.',
  );
  await expect(dialog.getByRole('button', { name: 'Merge', exact: true })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await card.getByRole('button', { name: 'Not a duplicate' }).click();
  await expect(card).toHaveCount(0);
  await expect.poll(() => listed(ownerApi, lakes)).toBe(false);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Possible duplicates', level: 1 })).toBeVisible();
  await expect(page.getByText('Looking for duplicates…')).toHaveCount(0);
  await expect(pairCard(page, lakes, park)).toHaveCount(0);
  // Both places are still there, unchanged.
  for (const place of [lakes, park]) {
    const stored = (await (await ownerApi.get(`/api/locations/${place.id}`)).json()) as Location;
    expect(stored.version).toBe(1);
    expect((await ownerApi.delete(`/api/locations/${place.id}`)).status()).toBe(204);
  }
});

test('a visitor sees no duplicates and no way to them', async ({ page, request }) => {
  expect((await request.get('/api/duplicates')).status()).toBe(401);
  await page.goto('/duplicates');
  await expect(page.getByText('Please sign in as the owner to see possible duplicates.')).toBeVisible();
});
