import { expectAxeClean } from './dark-mode-helpers';
import { CHROME } from '../helpers/analytics';
import { expect, packOnSale, paySession, test } from './pack-fixtures';
import { tripWith } from './trips-editor-helpers';

// Issue 43 with the audience counting (issue 39): a visitor opens a pack's page twice and presses
// Buy; Stripe tells the server the order was paid; the owner reads the pack's funnel on /packs, as
// a chart and as a table, and an earlier range says nothing was counted.

// Counting is off in the other browser specs; this worker's server counts (and sells).
test.use({ packServer: { stripe: true, env: { SEED_DEMO: 'false', ANALYTICS: 'on' } } });

test('the owner sees a pack’s page views, Buy clicks and paid orders', async ({
  page,
  browser,
  server,
  stripe,
  ownerApi,
  signIn,
}) => {
  test.setTimeout(120_000);
  const trip = await tripWith(ownerApi, [2], { title: 'Rivers by boat' });
  const pack = await packOnSale(ownerApi, trip.id, 2500);

  // A visitor (a browser's own user agent: headless Chromium's is a bot's, not counted).
  const visitor = await browser.newContext({ baseURL: server.url, userAgent: CHROME });
  const visit = await visitor.newPage();
  await visit.goto(pack.path);
  await expect(visit.getByRole('heading', { level: 1, name: 'Rivers by boat' })).toBeVisible();
  await visit.reload();
  await visit.getByRole('button', { name: 'Buy Rivers by boat for $25.00' }).click();
  await visit.waitForURL(/\/trip-packs\/thanks\?session=cs_test_/);
  const sessionId = new URL(visit.url()).searchParams.get('session')!;
  await visitor.close();
  await paySession(server, stripe, sessionId, 'rivers@example.com');

  await signIn();
  await page.goto('/packs');
  const funnel = page.getByRole('region', { name: 'Funnel' });
  const chart = funnel.getByRole('img', { name: /^Rivers by boat:/ });
  // The counter writes what it saw within a second: read again until it is there.
  await expect(async () => {
    await page.reload();
    await expect(chart).toHaveAccessibleName(
      'Rivers by boat: 2 page views, 1 Buy click (50 % of views), 1 paid order (100 % of clicks).',
      { timeout: 2_000 },
    );
  }).toPass({ timeout: 30_000 });
  await page.screenshot({ path: test.info().outputPath('pack-funnel.png'), fullPage: true });
  await expectAxeClean(page, 'light');

  await funnel.getByRole('button', { name: 'Show as table: From page views to sales' }).click();
  const row = funnel.getByRole('row', { name: /^Rivers by boat/ });
  await expect(row.getByRole('cell')).toHaveText(['2', '1', '1', '50 %', '100 %']);
  await expectAxeClean(page, 'light');

  // An earlier range: nothing counted, said in words.
  await funnel.getByRole('button', { name: 'Custom' }).click();
  await funnel.getByLabel('Start date', { exact: true }).fill('2025-01-01');
  await funnel.getByLabel('End date', { exact: true }).fill('2025-01-31');
  await funnel.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(funnel.getByText('Nothing counted in this range')).toBeVisible();
  await expect(funnel.getByText('2025-01-01 to 2025-01-31')).toBeVisible();
});
