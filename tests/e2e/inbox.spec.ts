import { readFileSync } from 'node:fs';
import { expect, expectNoAxeViolations, postAsVisitor, test, unique } from './forms-fixtures';

const SIGN_IN_TEXT = 'Please sign in as the owner to read the inbox.';

test('a visitor is told to sign in, and the inbox API refuses them', async ({ page }) => {
  await page.goto('/inbox');
  await expect(page.getByText(SIGN_IN_TEXT)).toBeVisible();
  await expect(page.getByRole('tablist')).toHaveCount(0);
  for (const path of ['/api/messages', '/api/suggestions', '/api/waitlist', '/api/waitlist.csv']) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(401);
    expect((await response.json()).error.code).toBe('unauthorized');
  }
  await expectNoAxeViolations(page);
});

test('the owner reads a message, marks it read and unread, and deletes it after confirming', async ({
  page,
  server,
  signIn,
  ownerApi,
}) => {
  const subject = unique('Boots sponsorship');
  await postAsVisitor(page.request, server.url, '/api/messages', {
    name: 'Tom <b>Boots</b>',
    email: 'tom@example.com',
    type: 'business',
    subject,
    message: '<script>window.hacked = true</script> We make hiking boots.',
  });
  await signIn();
  await page.goto('/inbox');

  const tab = page.getByRole('tab', { name: /Messages/ });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(tab).toContainText('new');
  const message = page.getByRole('article', { name: new RegExp(subject) });
  await expect(message.getByText('New', { exact: true })).toBeVisible();
  // Visitor text is shown as text, never run.
  await expect(message).toContainText('Tom <b>Boots</b>');
  await expect(message).toContainText('<script>window.hacked = true</script> We make hiking boots.');
  expect(await page.evaluate(() => (window as unknown as { hacked?: boolean }).hacked)).toBeUndefined();
  await expect(message.getByRole('link', { name: /Reply/ })).toHaveAttribute(
    'href',
    /^mailto:tom@example\.com\?subject=Re%3A%20/,
  );

  await message.getByRole('button', { name: /Mark as read/ }).click();
  await expect(message.getByText('New', { exact: true })).toHaveCount(0);
  await page.reload();
  await expect(
    page.getByRole('article', { name: new RegExp(subject) }).getByRole('button', { name: /Mark as unread/ }),
  ).toBeVisible();
  let stored = (
    (await (await ownerApi.get('/api/messages')).json()) as { subject: string; read: boolean }[]
  ).find((m) => m.subject === subject);
  expect(stored?.read).toBe(true);

  await page
    .getByRole('article', { name: new RegExp(subject) })
    .getByRole('button', { name: /Mark as unread/ })
    .click();
  await expect(
    page.getByRole('article', { name: new RegExp(subject) }).getByText('New', { exact: true }),
  ).toBeVisible();

  const remove = page
    .getByRole('article', { name: new RegExp(subject) })
    .getByRole('button', { name: /Delete/ });
  await remove.click();
  const dialog = page.getByRole('dialog', { name: 'Delete this message?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('article', { name: new RegExp(subject) })).toBeVisible();

  await remove.click();
  await page
    .getByRole('dialog', { name: 'Delete this message?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('article', { name: new RegExp(subject) })).toHaveCount(0);
  stored = (
    (await (await ownerApi.get('/api/messages')).json()) as { subject: string; read: boolean }[]
  ).find((m) => m.subject === subject);
  expect(stored).toBeUndefined();
});

test('a suggestion opens the Add Location form pre-filled', async ({ page, server, signIn }) => {
  const placeName = unique('Plitvice Lakes');
  await postAsVisitor(page.request, server.url, '/api/suggestions', {
    placeName,
    location: 'Plitvička Jezera, Croatia',
    reason: 'Sixteen lakes joined by waterfalls.',
    name: 'Marko',
  });
  await signIn();
  await page.goto('/inbox');
  await page.getByRole('tab', { name: /Suggestions/ }).click();
  await expect(page).toHaveURL(/tab=suggestions/);
  const suggestion = page.getByRole('article', { name: new RegExp(placeName) });
  await expect(suggestion).toContainText('Suggested by Marko');
  await suggestion.getByRole('button', { name: /Add to map/ }).click();

  const dialog = page.getByRole('dialog', { name: 'Add New Location' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveValue(placeName);
  await expect(dialog.getByRole('textbox', { name: /^Address/ })).toHaveValue('Plitvička Jezera, Croatia');
  await expect(dialog.getByRole('textbox', { name: /^Notes/ })).toHaveValue(
    'Sixteen lakes joined by waterfalls.',
  );
  await expectNoAxeViolations(page);

  // Added: the suggestion says so, is read, and links to the new place.
  await dialog.getByLabel('Latitude').fill('44.8654');
  await dialog.getByLabel('Longitude').fill('15.582');
  await dialog.getByRole('button', { name: 'Add Location' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(suggestion.getByText('Added', { exact: true })).toBeVisible();
  await expect(suggestion.getByText('New', { exact: true })).toHaveCount(0);
  await expect(suggestion.getByRole('button', { name: /Add to map/ })).toHaveCount(0);
  await suggestion.getByRole('link', { name: /View the place/ }).click();
  await expect(page.getByRole('dialog', { name: placeName })).toBeVisible();
});

test('the waitlist tab lists subscribers and exports them as CSV', async ({ page, server, signIn }) => {
  const email = `${unique('csv')}@example.com`;
  await postAsVisitor(page.request, server.url, '/api/waitlist', { email });
  await signIn();
  await page.goto('/inbox?tab=waitlist');
  await expect(page.getByRole('tab', { name: /Waitlist/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('article', { name: new RegExp(email) })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^fru-world-waitlist-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await file.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('email,joined,leave_link');
  expect(csv).toContain(`${email},`);
});

test('the owner edits the channel numbers and every page shows them', async ({ page, signIn, ownerApi }) => {
  const before = await (await ownerApi.get('/api/site')).json();
  await signIn();
  await page.goto('/inbox');
  await page.getByText('Site settings').click();
  await page.getByLabel('Subscribers', { exact: true }).fill('3.4K');
  await page.getByLabel('Videos', { exact: true }).fill('77');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Site settings saved.')).toBeVisible();
  expect(await (await ownerApi.get('/api/site')).json()).toMatchObject({
    channelSubscribers: '3.4K',
    channelVideos: '77',
  });

  await page.goto('/stats');
  const channel = page.getByRole('region', { name: /on YouTube/ });
  await expect(channel.getByRole('definition')).toHaveText(['3.4K', '77', before.channelViews]);

  // Put the spec's numbers back for the tests that read them.
  const restored = await ownerApi.patch('/api/site', {
    data: { channelSubscribers: before.channelSubscribers, channelVideos: before.channelVideos },
  });
  expect(restored.status()).toBe(200);
});

test('the owner’s inbox has no accessibility violations', async ({ page, server, signIn }) => {
  await postAsVisitor(page.request, server.url, '/api/messages', {
    name: 'Lena',
    email: 'lena@example.com',
    type: 'feedback',
    subject: unique('Lovely map'),
    message: 'The filters are great.',
  });
  await signIn();
  await page.goto('/inbox');
  await expect(page.getByRole('tablist', { name: 'Inbox' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByText('Site settings').click();
  await expect(page.getByLabel('Tagline')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the owner’s avatar counts the unread messages and suggestions, and the count follows Mark as read', async ({
  page,
  server,
  signIn,
  ownerApi,
}) => {
  const before = ((await (await ownerApi.get('/api/inbox/unread')).json()) as { total: number }).total;
  const placeName = unique('Plitvice Lakes');
  await postAsVisitor(page.request, server.url, '/api/suggestions', { placeName });
  await signIn();
  await page.goto('/inbox');
  const account = page.getByRole('button', { name: /^Account: / });
  await expect(account).toHaveAccessibleName(new RegExp(`, ${before + 1} unread in the inbox$`));
  await page.getByRole('tab', { name: /Suggestions/ }).click();
  await page
    .getByRole('article', { name: new RegExp(placeName) })
    .getByRole('button', { name: /Mark as read/ })
    .click();
  await expect(account).toHaveAccessibleName(
    before === 0 ? /^Account: [^,]+$/ : new RegExp(`, ${before} unread in the inbox$`),
  );
  await account.click();
  if (before > 0)
    await expect(page.getByRole('menuitem', { name: /Inbox/ })).toContainText(`${before} unread`);
  else await expect(page.getByRole('menuitem', { name: 'Inbox' })).toBeVisible();
});
