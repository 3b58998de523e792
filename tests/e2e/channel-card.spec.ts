import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './content-helpers';
import { OWNER_PASSWORD, startServer, type RunningServer } from './server';
import { CHANNEL_ID, startYouTubeStandIn, type YouTubeStandIn } from '../helpers/youtube-stand-in';

// The live channel card (issue 39) in Chromium: a server whose YOUTUBE_* point at a local stand-in.
test.describe.configure({ mode: 'serial' });

let youtube: YouTubeStandIn;
let server: RunningServer;
let owner: APIRequestContext;

test.beforeAll(async () => {
  youtube = await startYouTubeStandIn();
  server = await startServer({ SEED_DEMO: 'false', ...youtube.env });
  owner = await playwrightRequest.newContext({
    baseURL: server.url,
    extraHTTPHeaders: { origin: server.url },
  });
  expect((await owner.post('/api/auth/login', { data: { password: OWNER_PASSWORD } })).status()).toBe(204);
});

test.afterAll(async () => {
  await owner?.dispose();
  await server?.stop();
  await youtube?.close();
});

test("shows YouTube's figures with their date and the latest videos as links, asking no other host", async ({
  page,
}) => {
  const saved = await owner.patch('/api/site', { data: { channelId: CHANNEL_ID } });
  expect(saved.status()).toBe(200);
  // Saving a new channel id fetches its figures at once (in the background).
  await expect
    .poll(async () => ((await (await owner.get('/api/channel')).json()) as { live: boolean }).live)
    .toBe(true);

  const otherHosts: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).host !== new URL(server.url).host) otherHosts.push(request.url());
  });
  await page.goto(`${server.url}/stats`);
  const card = page.getByRole('region', { name: 'Fru World on YouTube' });
  for (const [label, value] of [
    ['Subscribers', '1.2K'],
    ['Videos', '47'],
    ['Views', '51K'],
  ] as const)
    await expect(card.locator('dt').filter({ hasText: label }).locator('..')).toContainText(value);
  const today = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date());
  await expect(card.getByText(`YouTube figures as of ${today}`)).toBeVisible();

  const videos = card.getByRole('list', { name: 'Latest videos' }).getByRole('link');
  await expect(videos).toHaveCount(6);
  // A title is shown as text, never as markup.
  await expect(videos.first()).toContainText('Tacos & <b>tortas</b> in Oaxaca');
  await expect(videos.first()).toHaveAttribute('href', 'https://www.youtube.com/watch?v=vid07_abcde');
  await expect(videos.first()).toHaveAttribute('target', '_blank');
  await expect(videos.last()).toContainText('Trip number 3');
  expect(otherHosts).toEqual([]);
  await expectNoAxeViolations(page);
});

test('the owner sets the channel id in the site settings, and a wrong one is refused', async ({ page }) => {
  expect(youtube.statisticsRequests.length).toBe(1);
  // The page's own sign-in (page.request shares the browser context's cookies).
  const signedIn = await page.request.post(`${server.url}/api/auth/login`, {
    data: { password: OWNER_PASSWORD },
    headers: { origin: server.url },
  });
  expect(signedIn.status()).toBe(204);
  await page.goto(`${server.url}/inbox`);
  await page.getByText('Site settings').click();
  const field = page.getByLabel('YouTube channel id');
  await expect(field).toHaveValue(CHANNEL_ID);
  await field.fill('UC123');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText(/A channel id is UC followed by 22/)).toBeVisible();
  expect(((await (await owner.get('/api/site')).json()) as { channelId: string }).channelId).toBe(CHANNEL_ID);
});
