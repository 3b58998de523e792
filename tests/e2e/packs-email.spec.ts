import { readFileSync } from 'node:fs';
import { extractText, getDocumentProxy } from 'unpdf';
import { postAsVisitor } from './forms-fixtures';
import { expect, packOnSale, paySession, test } from './pack-fixtures';
import { tripWith } from './trips-editor-helpers';

// Issue 43 with email configured: a paid order's library link reaches the buyer by email (the SMTP
// stand-in receives what nodemailer sends); the buyer opens it in a browser that has never seen the
// site and downloads the printable PDF, made on the server for the release.

test.use({ packServer: { stripe: true, smtpRate: 6000, env: { SEED_DEMO: 'false' } } });

test('the buyer opens the emailed library link and downloads the printable PDF', async ({
  browser,
  server,
  stripe,
  smtp,
  ownerApi,
}) => {
  test.setTimeout(180_000);
  const trip = await tripWith(ownerApi, [2, 1], { title: 'Lakes by bike' });
  const draft = await packOnSale(ownerApi, trip.id, 1900);

  // A visitor checks out; Stripe tells the server the session was paid.
  const checkout = await fetch(`${server.url}/api/packs/${draft.id}/checkout`, {
    method: 'POST',
    headers: { origin: server.url },
  });
  expect(checkout.status).toBe(201);
  const sessionId = ((await checkout.json()) as { url: string }).url.split('/').at(-1)!;
  const buyer = 'lakes-buyer@example.com';
  await paySession(server, stripe, sessionId, buyer);
  // Stripe's return page, on a site that sends email, says the link is on its way.
  const thanks = await browser.newPage();
  await thanks.goto(`${server.url}/trip-packs/thanks?session=${sessionId}`);
  await expect(
    thanks.getByRole('heading', { name: 'Thank you — your library link is on its way by email' }),
  ).toBeVisible();
  await expect(thanks.getByRole('button', { name: 'Send my link again' })).toBeVisible();
  await thanks.close();

  // The email: to the buyer, with the library link in its text.
  await smtp.waitFor(() => smtp.received.some((mail) => mail.to.includes(buyer)), 60_000);
  const mail = smtp.received.find((message) => message.to.includes(buyer))!;
  const link = /https?:\/\/\S+\/library\/[A-Za-z0-9_-]{43}/.exec(mail.parsed.text ?? '')?.[0];
  expect(link, 'the email carries the library link').toBeTruthy();

  // A browser that has never seen the site opens it.
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(new URL(link!).pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Lakes by bike' })).toBeVisible();
  for (const place of trip.places) await expect(page.getByText(place.name).first()).toBeAttached();
  // The release's PDF is made in the background: the page says so until it is there.
  const pdfLink = page.getByRole('link', { name: 'PDF (printable, day by day)' });
  await expect(async () => {
    await page.reload();
    await expect(pdfLink).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 90_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), pdfLink.click()]);
  await download.saveAs(test.info().outputPath('pack.pdf'));
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  expect(text).toContain('Lakes by bike');
  for (const place of trip.places) expect(text).toContain(place.name);
  await context.close();
});

test('the buyer lost the email: the owner presses Email link again, and a new link comes', async ({
  page,
  server,
  stripe,
  smtp,
  ownerApi,
  signIn,
}) => {
  const trip = await tripWith(ownerApi, [1], { title: 'Dunes on foot' });
  const draft = await packOnSale(ownerApi, trip.id, 2500);
  const checkout = await fetch(`${server.url}/api/packs/${draft.id}/checkout`, {
    method: 'POST',
    headers: { origin: server.url },
  });
  const sessionId = ((await checkout.json()) as { url: string }).url.split('/').at(-1)!;
  const buyer = 'dunes-buyer@example.com';
  await paySession(server, stripe, sessionId, buyer);
  const mailsToBuyer = () => smtp.received.filter((mail) => mail.to.includes(buyer));
  await smtp.waitFor(() => mailsToBuyer().length === 1, 60_000);

  await signIn();
  await page.goto('/packs');
  const order = page.getByTestId('pack-order').filter({ hasText: buyer });
  await expect(order).toContainText('1 active link');
  await order.getByRole('button', { name: 'Email link again' }).click();
  await expect(page.getByText(`A new library link is on its way to ${buyer}`)).toBeVisible();
  await smtp.waitFor(() => mailsToBuyer().length === 2, 60_000);
  const links = mailsToBuyer().map(
    (mail) => /\/library\/([A-Za-z0-9_-]{43})/.exec(mail.parsed.text ?? '')?.[1],
  );
  expect(links[1]).toBeTruthy();
  expect(links[1]).not.toBe(links[0]);
  await expect(order).toContainText('2 active links');
});

test('Tell the waitlist from a pack on sale: the email comes written, and each subscriber gets it', async ({
  page,
  server,
  smtp,
  ownerApi,
  signIn,
}) => {
  const trip = await tripWith(ownerApi, [2], { title: 'Fjords by ferry' });
  const pack = await packOnSale(ownerApi, trip.id, 4500, 'Three fjords, one ferry pass.');
  const subscriber = 'fjord-fan@example.com';
  await postAsVisitor(page.request, server.url, '/api/waitlist', { email: subscriber });

  await signIn();
  await page.goto('/packs');
  const row = page.getByTestId('owner-pack').filter({ hasText: 'Fjords by ferry' });
  await row.getByRole('link', { name: 'Tell the waitlist' }).click();
  await expect(page).toHaveURL(/\/inbox\?tab=waitlist$/);
  const dialog = page.getByRole('dialog', { name: 'Tell the waitlist' });
  await expect(dialog.getByLabel('Subject')).toHaveValue('New trip pack: Fjords by ferry');
  const message = await dialog.getByLabel('Message').inputValue();
  expect(message).toContain('Fjords by ferry is on sale, $45.00.');
  expect(message).toContain('Three fjords, one ferry pass.');
  expect(message).toContain(`${server.url}${pack.path}`);
  await dialog.getByLabel('Subject').fill('Fjords by ferry is out');
  await dialog.getByRole('button', { name: 'Send to the waitlist' }).click();
  await expect(dialog).toHaveCount(0);

  await smtp.waitFor(() => smtp.received.some((mail) => mail.to.includes(subscriber)), 60_000);
  const mail = smtp.received.find((each) => each.to.includes(subscriber))!;
  expect(mail.parsed.subject).toBe('Fjords by ferry is out');
  expect(mail.parsed.text).toContain(`${server.url}${pack.path}`);
  await expect(page.getByText('1 of 1 sent')).toBeVisible();
});
