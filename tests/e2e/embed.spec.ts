import type { Frame, Page } from '@playwright/test';
import { countryOf } from '../../src/shared/geo/regions';
import type { Location } from '../../src/shared/location';
import type { PlaceSummary } from '../../src/shared/map-data';
import { placePath } from '../../src/shared/place-url';
import { anotherSite } from './another-site';
import { expect, test } from './fixtures';
import { mapPlaces } from './map-places';
import { createPlace, expectNoAxeViolations } from './home-helpers';

const inJapan = (places: PlaceSummary[]) => places.filter((place) => countryOf(place) === 'Japan');

/** A place's position on the page, inside the frame of the embed, at a close zoom. */
async function markerOnPage(page: Page, frame: Frame, place: { latitude: number; longitude: number }) {
  const inFrame = await frame.evaluate(
    ({ lat, lng }) => {
      const element = document.querySelector('.leaflet-container') as HTMLElement & {
        leafletMap: import('leaflet').Map;
      };
      element.leafletMap.setView([lat, lng], 12, { animate: false });
      const point = element.leafletMap.latLngToContainerPoint([lat, lng]);
      const box = element.getBoundingClientRect();
      return { x: box.left + point.x, y: box.top + point.y };
    },
    { lat: place.latitude, lng: place.longitude },
  );
  const frameBox = (await (await frame.frameElement()).boundingBox())!;
  return { x: frameBox.x + inFrame.x, y: frameBox.y + inFrame.y };
}

test.describe('the embeddable map', () => {
  const made: Location[] = [];

  test.beforeAll(async ({ ownerApi }) => {
    made.push(
      await createPlace(ownerApi, {
        name: 'Kinkaku-ji <b>Golden</b> "Pavilion"',
        status: 'visited',
        latitude: 35.0394,
        longitude: 135.7292,
        country: 'Japan',
        state: null,
        address: 'Kyoto, Japan',
      }),
      await createPlace(ownerApi, {
        // Far from every demo place, so the keyboard's ring holds it alone.
        name: `Lake Mashu ${Date.now()}`,
        status: 'wishlist',
        latitude: 43.5825,
        longitude: 144.5336,
        country: 'Japan',
        state: null,
        address: 'Teshikaga, Hokkaido, Japan',
      }),
    );
  });

  test.afterAll(async ({ ownerApi }) => {
    for (const place of made)
      expect((await ownerApi.delete(`/api/locations/${place.id}`)).status()).toBe(204);
  });

  test('another site frames the embed, which shows only the filtered places', async ({
    page,
    request,
    server,
  }) => {
    const japan = inJapan(await mapPlaces(request));
    expect(japan.length).toBeGreaterThanOrEqual(2);
    const site = await anotherSite(`${server.url}/embed?country=Japan`);
    try {
      await page.goto(site.url);
      await expect(page.getByRole('heading', { name: 'My trip to Japan' })).toBeVisible();
      const embed = page.frameLocator('iframe[title="Map of my trip"]');
      const count = `${japan.length} locations`;
      await expect(embed.getByRole('status')).toHaveText(count);
      const map = embed.locator('.leaflet-container');
      await expect(map).toHaveAttribute('data-marker-count', String(japan.length));
      await expect(map).toHaveAttribute('data-markers-drawn', /\d+/);
      // The view fits the filtered places: every one of them is painted on the one canvas.
      await expect(map).toHaveAttribute('data-markers-painted', /[1-9]/);
      await expect(embed.getByRole('img', { name: `Map of ${japan.length} places` })).toBeVisible();
      await expect(embed.locator('.leaflet-overlay-pane canvas')).toHaveCount(1);
      // Inside another site's page too (axe looks into the frame): its landmarks stay unique.
      await expectNoAxeViolations(page);

      const view = embed.getByRole('link', { name: /^View on Fru World/ });
      await expect(view).toHaveAttribute('href', '/?country=Japan');
      await expect(view).toHaveAttribute('target', '_blank');

      // A marker opens its popup: the name as text, the status and a link to the place's page.
      const frame = page.frame({ url: /\/embed\?country=Japan/ })!;
      const kinkaku = made[0]!;
      const at = await markerOnPage(page, frame, kinkaku);
      await page.mouse.click(at.x, at.y);
      const popup = embed.locator('.leaflet-popup');
      await expect(popup.getByText(kinkaku.name, { exact: true })).toBeVisible();
      await expect(popup.getByText('Visited', { exact: true })).toBeVisible();
      await expect(popup.getByRole('link', { name: /^View this place/ })).toHaveAttribute(
        'href',
        placePath(kinkaku),
      );
      await expect(popup.locator('b')).toHaveCount(0);
    } finally {
      await site.close();
    }
  });

  test('a place embed shows the map at that place, named, with a link to its page', async ({ page }) => {
    const mashu = made[1]!;
    await page.goto(`/embed/places/${mashu.id}`);
    await expect(page).toHaveTitle(`${mashu.name} on the map | Fru World`);
    await expect(page.getByRole('banner').getByText(mashu.name, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /^View on Fru World/ })).toHaveAttribute(
      'href',
      placePath(mashu),
    );
    const map = page.locator('.leaflet-container');
    await expect(map).toHaveAttribute('data-markers-drawn', /\d+/);
    const centre = await map.evaluate((element) => {
      const center = (element as HTMLElement & { leafletMap: import('leaflet').Map }).leafletMap.getCenter();
      return { lat: center.lat, lng: center.lng };
    });
    expect(centre.lat).toBeCloseTo(mashu.latitude, 3);
    expect(centre.lng).toBeCloseTo(mashu.longitude, 3);
    // Its marker is ringed (drawn over the canvas, in the map's vector layer).
    await expect(page.locator('.leaflet-overlay-pane path')).toHaveCount(1);

    // The keyboard opens the place in the ring at the map's centre: focus goes to its link.
    await map.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.leaflet-popup').getByText('Wishlist', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /^View this place/ })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.locator('.leaflet-popup')).toHaveCount(0);
    await expect(map).toBeFocused();
  });

  test('under /es/ the embed speaks Spanish and its links open the Spanish pages', async ({ page }) => {
    const mashu = made[1]!;
    await page.goto(`/es/embed/places/${mashu.id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle(`${mashu.name} en el mapa | Fru World`);
    await expect(
      page.getByRole('link', { name: 'Ver en Fru World (se abre en una pestaña nueva)' }),
    ).toHaveAttribute('href', `/es${placePath(mashu)}`);
    await expect(page.getByRole('status')).toHaveText(/^[\d.]+ lugares$/);
    const map = page.locator('.leaflet-container');
    await expect(map).toHaveAttribute('data-markers-drawn', /\d+/);
    await map.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.leaflet-popup').getByText('Lista de deseos', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Ver este lugar/ })).toHaveAttribute(
      'href',
      `/es${placePath(mashu)}`,
    );
    await expectNoAxeViolations(page);

    const missing = await page.goto('/es/embed/places/987654321');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Este lugar no está en el mapa' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver todos los lugares en Fru World' })).toHaveAttribute(
      'href',
      /\/es\/$/,
    );
  });

  test('an unknown or private place answers 404 inside the frame', async ({ page, ownerApi }) => {
    const hidden = await createPlace(ownerApi, { isPrivate: true });
    try {
      for (const path of [`/embed/places/${hidden.id}`, '/embed/places/987654321', '/embed/places/abc']) {
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', { name: 'This place is not on the map' })).toBeVisible();
      }
    } finally {
      await ownerApi.delete(`/api/locations/${hidden.id}`);
    }
  });

  test('the embed page is light and has no accessibility violations', async ({ page }) => {
    await page.goto('/embed?status=visited');
    await expect(page.locator('.leaflet-container')).toHaveAttribute('data-markers-drawn', /\d+/);
    await expectNoAxeViolations(page);
    // Its own build only: none of the app's chunks (React and the rest) is loaded.
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith('.js')),
    );
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toMatch(/^\/assets\/embed-[\w-]+\.js$/);
  });

  test('the owner builds an embed: filters, size, the snippet, Copy and the preview', async ({
    page,
    request,
    context,
    server,
    signIn,
  }) => {
    const japan = inJapan(await mapPlaces(request));
    const visitedInJapan = japan.filter((place) => place.status === 'visited');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await signIn();
    await page.goto('/?country=Japan');
    await page.getByRole('button', { name: /^Account: / }).click();
    await page.getByRole('menuitem', { name: 'Embed map' }).click();

    const dialog = page.getByRole('dialog', { name: 'Embed the map' });
    // It starts from the home page's filters.
    await expect(dialog.getByLabel('Country')).toHaveValue('Japan');
    const code = dialog.getByLabel('Embed code');
    await expect(code).toHaveValue(
      `<iframe src="${server.url}/embed?country=Japan" width="600" height="450" style="border:0" loading="lazy" title="Travel map of Fru World"></iframe>`,
    );

    await dialog.getByRole('checkbox', { name: 'Visited' }).check();
    await dialog.getByLabel('Width (px)').fill('480');
    await dialog.getByLabel('Height (px)').fill('320');
    await expect(code).toHaveValue(
      `<iframe src="${server.url}/embed?status=visited&amp;country=Japan" width="480" height="320" style="border:0" loading="lazy" title="Travel map of Fru World"></iframe>`,
    );

    // The preview is the snippet's iframe: the map with the filtered places.
    const preview = dialog.frameLocator('iframe[title^="Preview"]');
    await expect(preview.getByRole('status')).toHaveText(
      `${visitedInJapan.length} ${visitedInJapan.length === 1 ? 'location' : 'locations'}`,
    );
    await expect(preview.locator('.leaflet-container')).toHaveAttribute(
      'data-marker-count',
      String(visitedInJapan.length),
    );
    // The dialog and the embed in it (axe looks into frames too), before a toast covers them.
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Copy code' }).click();
    await expect(page.getByText('Embed code copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await code.inputValue());

    // Or one place alone, found by its name.
    const mashu = made[1]!;
    await dialog.getByRole('radio', { name: 'One place' }).check();
    await dialog.getByLabel('Find a place').fill('lake mashu');
    await dialog.getByLabel('Place', { exact: true }).selectOption({ label: mashu.name });
    await expect(code).toHaveValue(
      `<iframe src="${server.url}/embed${placePath(mashu)}" width="480" height="320" style="border:0" loading="lazy" title="${mashu.name} on the Fru World map"></iframe>`,
    );
    await expect(preview.getByRole('banner').getByText(mashu.name, { exact: true })).toBeVisible();

    // In another language: the embed's address carries it, the iframe's title (for the framing
    // site's screen readers) and the preview speak it.
    await dialog.getByLabel('Language of the map').selectOption({ label: 'Español' });
    await expect(code).toHaveValue(
      `<iframe src="${server.url}/es/embed${placePath(mashu)}" width="480" height="320" style="border:0" loading="lazy" title="${mashu.name} en el mapa de Fru World"></iframe>`,
    );
    await expect(preview.getByRole('link', { name: /^Ver en Fru World/ })).toHaveAttribute(
      'href',
      `/es${placePath(mashu)}`,
    );
  });

  test('a place’s details open the embed builder with that place alone', async ({ page, server, signIn }) => {
    const kinkaku = made[0]!;
    await signIn();
    await page.goto(`/?place=${kinkaku.id}`);
    const details = page.getByRole('dialog', { name: kinkaku.name });
    await details.getByRole('button', { name: 'Embed', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Embed the map' });
    await expect(dialog.getByRole('radio', { name: 'One place' })).toBeChecked();
    await expect(dialog.getByLabel('Embed code')).toHaveValue(
      // The name, markup and quotes included, is an attribute's text in the snippet.
      `<iframe src="${server.url}/embed${placePath(kinkaku)}" width="600" height="450" style="border:0" loading="lazy" title="${kinkaku.name.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')} on the Fru World map"></iframe>`,
    );
    // Closing it comes back to the place's details.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(details).toBeVisible();
  });
});
