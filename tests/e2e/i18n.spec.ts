import { placePath } from '../../src/shared/place-url';
import { expect, test } from './fixtures';
import { createPlace } from './home-helpers';
import { stubOutsideMedia } from './media-stub';

// Issue 42: the site's own words in Spanish, French, German and Japanese under a language prefix;
// the creator's words and the English site as they were.

const ALTERNATES = ['en', 'es', 'fr', 'de', 'ja', 'x-default'];

test('/es/ shows the header and search in Spanish from the first paint, with its alternates', async ({
  page,
  baseURL,
}) => {
  // Every placeholder the search box ever shows, from the first frame: English must never flash.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seenPlaceholders: string[] }).seenPlaceholders = seen;
    new MutationObserver(() => {
      for (const box of document.querySelectorAll('input[type=search]'))
        seen.push(box.getAttribute('placeholder') ?? '');
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  await page.goto('/es/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Estadísticas' })).toBeVisible();
  await expect(
    header.getByRole('link', { name: 'Sigue mis vídeos (se abre en una pestaña nueva)' }),
  ).toBeVisible();
  await expect(header.getByRole('combobox', { name: 'Buscar destinos' }).first()).toHaveAttribute(
    'placeholder',
    'Buscar destinos...',
  );
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Preguntas frecuentes' }),
  ).toBeVisible();
  const seen = await page.evaluate(
    () => (window as unknown as { seenPlaceholders: string[] }).seenPlaceholders,
  );
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.filter((text) => text !== 'Buscar destinos...')).toEqual([]);
  // A link inside the site stays in Spanish.
  await expect(header.getByRole('link', { name: 'Estadísticas' })).toHaveAttribute('href', '/es/stats');

  for (const lang of ALTERNATES)
    await expect(page.locator(`link[rel=alternate][hreflang="${lang}"]`)).toHaveAttribute(
      'href',
      `${new URL(baseURL!).origin}${lang === 'en' || lang === 'x-default' ? '/' : `/${lang}/`}`,
    );
});

test('/ja/stats shows its chrome in Japanese and names each language', async ({ page }) => {
  await page.goto('/ja/stats');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('heading', { level: 1, name: '旅の統計' })).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: '訪問済み' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '地域別の分布' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: '統計' })).toBeVisible();
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/ja\/stats$/);
  await expect(page.locator('link[rel=alternate][hreflang]')).toHaveCount(ALTERNATES.length);
});

test('the language menu, by keyboard, switches to French and is remembered', async ({ page }) => {
  await page.goto('/stats');
  await expect(page.getByRole('heading', { level: 1, name: 'Travel Statistics' })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Language' }).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('banner').getByRole('navigation', { name: 'Language' });
  await expect(menu).toBeVisible();
  const french = menu.getByRole('link', { name: 'Français' });
  for (let tabs = 0; tabs < 6 && !(await french.evaluate((link) => link === document.activeElement)); tabs++)
    await page.keyboard.press('Tab');
  await expect(french).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/fr\/stats$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Statistiques de voyage' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('fr');

  // Back on an English page, nothing redirects: the menu suggests French.
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Français' })).toHaveAttribute(
    'href',
    '/fr/',
  );
});

test('/de/stats says every section in German, its numbers, months and dates as German writes them', async ({
  page,
}) => {
  await page.goto('/de/stats');
  await expect(page.getByRole('heading', { level: 1, name: 'Reisestatistiken' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Fortschritt weltweit' })).toBeVisible();
  await expect(page.getByText(/^\d+ von 195 Ländern/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Besuche pro Monat' })).toBeVisible();
  await expect(
    page.getByRole('img', { name: /^Besuche pro Monat \d{4}: insgesamt \d+ Besuch/ }),
  ).toBeVisible();
  await expect(page.locator('table caption')).toHaveText(/^Besuche pro Monat \d{4}$/);
  await expect(page.locator('table tbody th').first()).toHaveText('Januar');
  await expect(page.getByRole('link', { name: /^Abonnieren/ })).toBeVisible();
  // Not one of the section texts left in English.
  const text = (await page.getByRole('main').textContent()) ?? '';
  for (const english of [
    'World Progress',
    'Show all',
    'Show the',
    ' visited',
    'Subscribe',
    'Watch Latest Videos',
    'Latest videos',
    'in total',
    'km travelled',
    'No trips yet',
    'on YouTube',
    'January',
    'opens in a new tab',
  ])
    expect(text, `"${english}" on /de/stats`).not.toContain(english);
});

test('/es/ shows the map’s count, legend, switches and buttons in Spanish', async ({ page }) => {
  await page.goto('/es/');
  await expect(page.getByRole('status').filter({ hasText: /^\d[\d.,]* lugares/ })).toContainText(
    'Todos los marcadores deberían verse',
  );
  const legend = page.getByRole('region', { name: 'Leyenda del mapa' });
  for (const label of ['Visitado', 'Planeado', 'Lista de deseos', 'Con vídeos'])
    await expect(legend.getByText(label, { exact: true })).toBeVisible();
  for (const name of ['Sombrear países visitados', 'Viajes', 'Cerca de mí'])
    await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sugerir un lugar' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Entrar' })).toBeVisible();
});

test('/ja/places/<id>-<slug> says the place page’s own words in Japanese, the creator’s as written', async ({
  page,
  ownerApi,
  baseURL,
}) => {
  await stubOutsideMedia(page.context());
  const place = await createPlace(ownerApi, { name: `Lake Bled ${Date.now()}`, status: 'planned' });
  const path = `/ja${placePath(place)}`;
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  // The details, beside a map whose legend says its own words.
  const main = page.getByRole('main').getByRole('article', { name: place.name });
  await expect(main.getByRole('heading', { level: 1, name: place.name })).toBeVisible();
  await expect(main.getByText(place.notes)).toBeVisible();
  for (const name of ['詳細', 'ステータス', 'メモ', 'YouTube 動画', '所在地', '操作', '情報'])
    await expect(main.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  await expect(main.getByText('計画中', { exact: true })).toBeVisible();
  await expect(main.getByText('動画はまだありません。')).toBeVisible();
  await expect(main.getByRole('link', { name: 'マップで開く （新しいタブで開きます）' })).toBeVisible();
  await expect(main.getByRole('button', { name: '場所を共有' })).toBeVisible();
  await expect(main.getByRole('link', { name: /地図に戻る/ })).toHaveAttribute('href', /^\/ja\/?$/);
  // Its head names it in Japanese, and every language's page.
  const origin = new URL(baseURL!).origin;
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', `${origin}${path}`);
  for (const lang of ALTERNATES)
    await expect(page.locator(`link[rel=alternate][hreflang="${lang}"]`)).toHaveAttribute(
      'href',
      `${origin}${lang === 'en' || lang === 'x-default' ? '' : `/${lang}`}${placePath(place)}`,
    );
  const text = (await main.textContent()) ?? '';
  for (const english of [
    'Back to Map',
    'Details',
    'Notes',
    'No video yet',
    'Open in Maps',
    'Coordinates',
    'Added',
  ])
    expect(text, `"${english}" on ${path}`).not.toContain(english);
});

test('/es/?place=<id> opens the place’s dialog in Spanish, its dates as Spanish writes them', async ({
  page,
  ownerApi,
}) => {
  await stubOutsideMedia(page.context());
  const place = await createPlace(ownerApi, { name: `Lago de Bled ${Date.now()}`, status: 'visited' });
  await page.goto(`/es/?place=${place.id}`);
  const dialog = page.getByRole('dialog', { name: place.name });
  await expect(dialog.getByRole('link', { name: `Abrir página de ${place.name}` })).toHaveAttribute(
    'href',
    `/es${placePath(place)}`,
  );
  for (const name of ['Detalles', 'Estado', 'Notas', 'Vídeo de YouTube', 'Ubicación', 'Acciones', 'Datos'])
    await expect(dialog.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
  for (const term of ['País', 'Coordenadas', 'Añadido', 'Actualizado'])
    await expect(dialog.getByRole('term').filter({ hasText: term })).toBeVisible();
  await expect(
    dialog
      .getByRole('definition')
      .filter({ hasText: / de [a-z]+ de \d{4}$/ })
      .first(),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Compartir lugar' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cerrar', exact: true })).toBeVisible();
  const text = (await dialog.textContent()) ?? '';
  for (const english of ['Open page', 'Details', 'Notes', 'No video yet', 'Share Location', 'Close', 'Added'])
    expect(text, `"${english}" in the dialog`).not.toContain(english);
  await dialog.getByRole('button', { name: 'Cerrar', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
