import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

// The owner's list and its bulk bar (issues 14 and 36): places made in one import, found by a prefix.

/**
 * `count` places whose names share a prefix of their own, made in one import: planned beaches
 * unless `each` says otherwise for the i-th.
 */
export async function importPlaces(
  ownerApi: APIRequestContext,
  count: number,
  each: (i: number) => Record<string, unknown> = () => ({}),
): Promise<string> {
  const prefix = `Bulk ${Date.now()} ${Math.round(Math.random() * 1e6)}`;
  const places = Array.from({ length: count }, (_, i) => ({
    name: `${prefix} ${String(i).padStart(3, '0')}`,
    latitude: 40 + (i % 40) * 0.1,
    longitude: -100 + Math.floor(i / 40) * 0.1,
    status: 'planned',
    type: 'beach',
    ...each(i),
  }));
  expect((await ownerApi.post('/api/import', { data: { places } })).status()).toBe(200);
  return prefix;
}

/**
 * Deletes for good (to the trash, then out of it) every place `importPlaces` made on this server: the
 * worker's server is shared by the specs after this one, whose pages would otherwise draw them all.
 */
export async function removeImportedPlaces(ownerApi: APIRequestContext): Promise<void> {
  const ids = (await placesOf(ownerApi, 'Bulk ')).map((place) => place.id);
  if (ids.length === 0) return;
  expect((await ownerApi.post('/api/locations/bulk', { data: { action: 'trash', ids } })).status()).toBe(200);
  for (const id of ids) expect((await ownerApi.delete(`/api/trash/${id}`)).status()).toBe(204);
}

/** The places of one import, by name, as the API has them now. */
export async function placesOf(
  ownerApi: APIRequestContext,
  prefix: string,
): Promise<{ id: number; name: string; status: string; type: string; version: number }[]> {
  const all = (await (await ownerApi.get('/api/locations')).json()) as Awaited<ReturnType<typeof placesOf>>;
  return all.filter((p) => p.name.startsWith(prefix)).sort((a, b) => a.name.localeCompare(b.name));
}

export const listOf = (prefix: string) => `/?view=list&q=${encodeURIComponent(prefix)}`;
export const bulkBar = (page: Page) => page.getByRole('region', { name: 'Bulk actions' });
export const toastWith = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });
