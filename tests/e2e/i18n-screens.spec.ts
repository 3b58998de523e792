import { expect, test } from './fixtures';
import { createPlace } from './home-helpers';
import { stubOutsideMedia } from './media-stub';
import { packOnSale } from './pack-fixtures';

// Issue 42: the screens beyond the header and the map in each language — the list, the FAQ search,
// the contact form's errors, the owner's edit form — and a layout ready for right-to-left.

test.beforeEach(async ({ page }) => stubOutsideMedia(page.context()));

test('/es/?view=list shows the list’s cards in Spanish, countries and types in Spanish, names as written', async ({
  page,
  ownerApi,
}) => {
  const name = `Parque Lista ${Date.now()}`;
  // In Japan for real: other tests fit the map to the places filtered by country.
  await createPlace(ownerApi, {
    name,
    status: 'visited',
    type: 'national-park',
    country: 'Japan',
    latitude: 35.3606,
    longitude: 138.7274,
  });
  await page.goto(`/es/?view=list&q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('heading', { level: 2, name: /^Todos los lugares \(\d+\)$/ })).toBeVisible();
  await expect(page.getByText('Ordenar por')).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: name });
  await expect(card.getByRole('heading', { name })).toBeVisible();
  await expect(card.getByText('Visitado', { exact: true })).toBeVisible();
  await expect(card.getByText('Parque nacional')).toBeVisible();
  await expect(card.getByText('Japón')).toBeVisible();
  await expect(card.getByRole('button', { name: /Ver detalles/ })).toBeVisible();
  const text = (await card.textContent()) ?? '';
  for (const english of ['Visited', 'National Park', 'Japan', 'View Details'])
    expect(text, `"${english}" on a Spanish card`).not.toContain(english);
});

test('/ja/faqs searches in Japanese: its box, its count and its empty state', async ({ page }) => {
  await page.goto('/ja/faqs');
  const search = page.getByRole('searchbox', { name: 'よくある質問を検索' });
  await search.fill('videos');
  await expect(page.getByText(/^20件中\d+件の質問を表示中$/)).toBeVisible();
  await search.fill('zzqqxx');
  await expect(page.getByRole('heading', { name: '質問が見つかりません' })).toBeVisible();
  await expect(page.getByText('検索語やカテゴリーの絞り込みを変えてみてください。')).toBeVisible();
});

test('/de/contact says what the form refuses in German, beside each field, numbers as German writes them', async ({
  page,
}) => {
  await page.goto('/de/contact');
  await page.getByRole('textbox', { name: 'Dein Name', exact: true }).fill('Bruno');
  // The browser accepts "bruno@mail" as an email; the shared schema does not.
  await page.getByRole('textbox', { name: 'E-Mail-Adresse', exact: true }).fill('bruno@mail');
  await page.getByRole('textbox', { name: 'Betreff', exact: true }).fill('Frage');
  await page.getByRole('textbox', { name: 'Nachricht', exact: true }).fill('x'.repeat(5001));
  await expect(page.getByText('5.001 von 5.000 Zeichen: 1 zu viel')).toBeVisible();
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByText('Bitte prüfe die markierten Felder.')).toBeVisible();
  await expect(
    page.getByRole('textbox', { name: 'E-Mail-Adresse', exact: true }),
  ).toHaveAccessibleDescription('Gib eine gültige E-Mail-Adresse ein');
  await expect(page.getByText('Die Nachricht darf höchstens 5.000 Zeichen lang sein')).toBeVisible();
  await expect(page.getByText('Enter a valid email address')).toHaveCount(0);
  // Nothing typed is lost.
  await expect(page.getByRole('textbox', { name: 'Nachricht', exact: true })).toHaveValue('x'.repeat(5001));
});

test('/fr/: the owner edits a place in French, its error in French, and saves', async ({
  page,
  signIn,
  ownerApi,
}) => {
  const place = await createPlace(ownerApi, { name: `Lac Français ${Date.now()}` });
  await signIn();
  await page.goto(`/fr/?place=${place.id}`);
  const dialog = page.getByRole('dialog', { name: place.name });
  await dialog.getByRole('button', { name: 'Modifier', exact: true }).click();
  const save = dialog.getByRole('button', { name: 'Enregistrer les modifications' });
  await expect(save).toBeVisible();
  await expect(dialog.getByLabel('Latitude')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Notes', exact: true })).toBeVisible();
  const name = dialog.getByRole('textbox', { name: /^Nom/ });
  await name.fill('');
  await save.click();
  await expect(dialog.getByText('Le nom est obligatoire')).toBeVisible();
  await name.fill(`${place.name} bis`);
  await save.click();
  await expect(
    page
      .getByRole('dialog', { name: `${place.name} bis` })
      .getByRole('button', { name: 'Modifier', exact: true }),
  ).toBeVisible();
});

// A right-to-left page: the layout uses logical properties, so that an Arabic or Hebrew catalogue
// needs no layout work. Each page is drawn with dir="rtl" from its first frame.
for (const width of [390, 1280]) {
  test(`right to left at ${width} px: no page scrolls sideways, the header’s controls do not overlap`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () =>
        document.documentElement.setAttribute('dir', 'rtl'),
      );
    });
    for (const path of [
      '/',
      '/?view=list',
      '/stats',
      '/faqs',
      '/contact',
      '/trips',
      '/about',
      '/trip-packs',
    ]) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} scrolls sideways by ${overflow} px`).toBeLessThanOrEqual(0);
      const boxes = await page
        .getByRole('banner')
        .locator('a:visible, button:visible, input:visible')
        .evaluateAll((elements) =>
          elements.map((element) => {
            const { left, right, top, bottom } = element.getBoundingClientRect();
            return {
              label: element.getAttribute('aria-label') ?? element.textContent ?? '',
              left,
              right,
              top,
              bottom,
            };
          }),
        );
      const overlapping = boxes.flatMap((a, i) =>
        boxes
          .slice(i + 1)
          .filter(
            (b) =>
              a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1,
          )
          .map((b) => `${a.label.trim()} / ${b.label.trim()}`),
      );
      expect(overlapping, `${path}: header controls overlapping`).toEqual([]);
    }
  });
}

test('/es/trips/… and /fr/trip-packs/… are pages of their own language: head, figures, countries, the buy note', async ({
  page,
  ownerApi,
}) => {
  const japan = { country: 'Japan', state: '', address: '', status: 'visited' as const };
  const kyoto = await createPlace(ownerApi, {
    ...japan,
    name: `Kioto ${Date.now()}`,
    latitude: 35.0116,
    longitude: 135.7681,
  });
  const nara = await createPlace(ownerApi, {
    ...japan,
    name: `Nara ${Date.now()}`,
    latitude: 34.6851,
    longitude: 135.8048,
  });
  const made = await ownerApi.post('/api/trips', {
    data: {
      title: `Kansai ${Date.now()}`,
      state: 'done',
      visibility: 'public',
      days: [{ stops: [{ placeId: kyoto.id, modeToNext: 'train' }] }, { stops: [{ placeId: nara.id }] }],
    },
  });
  expect(made.status()).toBe(201);
  const trip = (await made.json()) as { id: number; title: string; path: string };

  // The server's page in Spanish (it was the not-found page), then the app's.
  const response = await page.goto(`/es${trip.path}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: trip.title })).toBeVisible();
  await expect(page.getByText(/^2 días · 2 paradas · Japón · [\d.]+ km$/)).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/es${trip.path}$`));
  await expect(page.locator('link[rel="alternate"][hreflang="ja"]')).toHaveAttribute(
    'href',
    new RegExp(`/ja${trip.path}$`),
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    new RegExp(`^${trip.title}: viaje realizado\\. 2 días · 2 paradas · Japón`),
  );

  // Without Stripe's keys the pack says so, in French.
  const pack = await packOnSale(ownerApi, trip.id, 3900);
  expect((await page.goto(`/fr${pack.path}`))?.status()).toBe(200);
  await expect(page.getByRole('note')).toHaveText('Les packs de voyage ne sont pas encore en vente.');
  await expect(page).toHaveTitle(`${trip.title} (pack de voyage) | Fru World`);
});
