import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { importPlaces, placesOf } from './bulk-helpers';

// The trip editor (issue 38): trips and their places set up through the API.

export interface Made {
  id: number;
  title: string;
  path: string;
  version: number;
  places: { id: number; name: string }[];
}

/** `count` places of one import, then a trip with them as stops split into `split` days (sizes). */
export async function tripWith(
  ownerApi: APIRequestContext,
  split: number[],
  extra: Record<string, unknown> = {},
): Promise<Made> {
  const count = split.reduce((sum, n) => sum + n, 0);
  const places = await placesOf(ownerApi, await importPlaces(ownerApi, count));
  let at = 0;
  const days = split.map((size) => ({
    stops: places.slice(at, (at += size)).map((place) => ({ placeId: place.id })),
  }));
  const response = await ownerApi.post('/api/trips', {
    data: { title: `Trip ${Date.now()}`, days, ...extra },
    headers: { 'idempotency-key': `e2e-${Date.now()}-${Math.random()}` },
  });
  expect(response.status()).toBe(201);
  const trip = (await response.json()) as { id: number; title: string; path: string; version: number };
  return { id: trip.id, title: trip.title, path: trip.path, version: trip.version, places };
}

export interface SavedTrip {
  title: string;
  summary: string;
  version: number;
  days: { stops: { placeId: number; note: string }[] }[];
  tracks: { name: string; pointCount: number }[];
}

export async function tripOf(ownerApi: APIRequestContext, id: number): Promise<SavedTrip> {
  const response = await ownerApi.get(`/api/trips/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as SavedTrip;
}

export const stopIds = (trip: SavedTrip) => trip.days.map((day) => day.stops.map((stop) => stop.placeId));

export const editPath = (id: number) => `/trips/${id}/edit`;

/** The names of a day's stops as the editor lists them. */
export const stopNames = (page: Page, day: number) =>
  page
    .getByRole('list', { name: `Stops of day ${day}` })
    .locator('li[data-stop]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-stop')));

export async function openEditor(page: Page, id: number) {
  await page.goto(editPath(id));
  await expect(page.getByRole('heading', { name: 'Edit trip', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toBeVisible();
}

export const toastWith = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });
