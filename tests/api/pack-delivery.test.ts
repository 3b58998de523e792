import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Library } from '../../src/shared/packs/library-schema';
import type { Order, OrderList } from '../../src/shared/packs/order-schema';
import { mailEnv } from '../helpers/mail-world';
import { packCalls } from '../helpers/pack-world';
import { startSmtpStandIn, type SmtpStandIn } from '../helpers/smtp-stand-in';
import { startStripeStandIn, type StripeStandIn } from '../helpers/stripe-stand-in';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';
import { publishRelease } from '../../src/server/db/packs-write';

// Issue 43, "Delivery without accounts", with Stripe and SMTP configured: the buyer's library link
// arrives by email (the real nodemailer client to a local SMTP stand-in) and opens the library;
// asked for again by address, a fresh link comes, and an address that bought nothing gets nothing.

const LINK = /https:\/\/fru\.example\/library\/([A-Za-z0-9_-]{43})/;

describe.each(ENGINES)('a trip pack delivered by email on $name', ({ name: engine }) => {
  let stripe: StripeStandIn;
  let smtp: SmtpStandIn;
  let t: TestApp;
  let calls: ReturnType<typeof packCalls>;
  let cookie: string;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
  });
  afterAll(() => stripe.close());
  beforeEach(async () => {
    smtp = await startSmtpStandIn();
    t = await createTestApp(engine, { ...stripe.env, ...mailEnv(smtp), SITE_URL: 'https://fru.example' });
    cookie = await t.login();
    calls = packCalls(t, cookie);
  });
  afterEach(async () => {
    await t.close();
    await smtp.close();
  });

  const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));
  const tokenOf = (text: string) => LINK.exec(text)?.[1];
  const linkStateOf = async (orderId: number) =>
    (await calls.owner<OrderList>('GET', '/api/packs/orders')).orders.find((each) => each.id === orderId)
      ?.linkState;
  const outboxStatusOf = async (address: string) =>
    (
      await t.database.db
        .selectFrom('mailOutbox')
        .select('status')
        .where('toAddress', '=', address)
        .executeTakeFirst()
    )?.status;

  it('the owner sees the link queued while the SMTP server has not taken it, then sent', async () => {
    // The stand-in holds each message two seconds before it answers.
    smtp.delayMs = 2000;
    const pack = await calls.onSale();
    const { order } = await calls.buy(stripe, pack.id, 'slow@example.com');
    expect(await linkStateOf(order.id)).toBe('queued');
    await smtp.waitFor(() => mailsTo('slow@example.com').length === 1);
    expect(await linkStateOf(order.id)).toBe('queued');
    await expect.poll(() => linkStateOf(order.id), { timeout: 10_000 }).toBe('sent');
  });

  it('a link the SMTP server refuses (550) is not marked sent: the owner sees it failed', async () => {
    smtp.refuse('refused@example.com');
    const pack = await calls.onSale();
    const { order } = await calls.buy(stripe, pack.id, 'refused@example.com');
    await expect.poll(() => outboxStatusOf('refused@example.com'), { timeout: 10_000 }).toBe('failed');
    await expect.poll(() => linkStateOf(order.id)).toBe('failed');
    expect(mailsTo('refused@example.com')).toEqual([]);

    // Asked again and refused again: still failed, never sent.
    const again = await t.request({
      method: 'POST',
      url: '/api/library/resend',
      payload: { email: 'refused@example.com' },
    });
    expect(again.statusCode).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await linkStateOf(order.id)).toBe('failed');
  });

  it('the paid order’s link comes by email, once, and opens the library', async () => {
    const pack = await calls.onSale();
    const { order, event } = await calls.buy(stripe, pack.id, 'Reader@Example.com');
    await smtp.waitFor(() => mailsTo('reader@example.com').length === 1);
    const [mail] = mailsTo('reader@example.com');
    expect(mail!.parsed.subject).toBe('Your trip pack is ready: Japan by rail');
    const token = tokenOf(mail!.parsed.text ?? '');
    expect(token).toBeDefined();
    expect(mail!.parsed.html).toContain(`/library/${token}`);

    const opened = await t.request({ method: 'GET', url: `/api/library/${token}` });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json<Library>().pack.title).toBe('Japan by rail');
    await expect.poll(() => linkStateOf(order.id)).toBe('sent');

    // The same event again: no second order, no second email.
    expect((await calls.deliver(event, stripe.webhookSecret)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mailsTo('reader@example.com')).toHaveLength(1);
  });

  it('asked again by address, a fresh link comes; an address that bought nothing hears nothing', async () => {
    const pack = await calls.onSale();
    await calls.buy(stripe, pack.id, 'again@example.com');
    await smtp.waitFor(() => mailsTo('again@example.com').length === 1);
    const first = tokenOf(mailsTo('again@example.com')[0]!.parsed.text ?? '');

    const ask = (email: string) =>
      t.request({ method: 'POST', url: '/api/library/resend', payload: { email } });
    const bought = await ask('Again@Example.com');
    const stranger = await ask('nobody@example.com');
    expect(bought.statusCode).toBe(202);
    expect(stranger.statusCode).toBe(202);
    expect(stranger.body).toBe(bought.body);

    await smtp.waitFor(() => mailsTo('again@example.com').length === 2);
    const second = tokenOf(mailsTo('again@example.com')[1]!.parsed.text ?? '');
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    for (const token of [first, second])
      expect((await t.request({ method: 'GET', url: `/api/library/${token}` })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mailsTo('nobody@example.com')).toEqual([]);
  });

  it('the owner emails a buyer a new link: it comes, opens the library, and the first still works', async () => {
    const pack = await calls.onSale();
    const { order } = await calls.buy(stripe, pack.id, 'lost@example.com');
    await smtp.waitFor(() => mailsTo('lost@example.com').length === 1);
    const first = tokenOf(mailsTo('lost@example.com')[0]!.parsed.text ?? '');

    const sent = await t.request({ method: 'POST', url: `/api/packs/orders/${order.id}/email-link`, cookie });
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json<Order>()).toMatchObject({ id: order.id, linkState: 'queued', activeLinks: 2 });
    await smtp.waitFor(() => mailsTo('lost@example.com').length === 2);
    const second = tokenOf(mailsTo('lost@example.com')[1]!.parsed.text ?? '');
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    for (const token of [first, second])
      expect((await t.request({ method: 'GET', url: `/api/library/${token}` })).statusCode).toBe(200);
    await expect.poll(() => linkStateOf(order.id)).toBe('sent');

    // Not for a visitor, nor for an order that does not exist.
    const visitor = await t.request({ method: 'POST', url: `/api/packs/orders/${order.id}/email-link` });
    expect(visitor.statusCode).toBe(401);
    const missing = await t.request({ method: 'POST', url: '/api/packs/orders/999999/email-link', cookie });
    expect(missing.statusCode).toBe(404);
    expect(mailsTo('lost@example.com')).toHaveLength(2);
  });

  it('a refunded order gets no link by email: 409, nothing sent', async () => {
    const pack = await calls.onSale();
    const { order, session } = await calls.buy(stripe, pack.id, 'refunded@example.com');
    await smtp.waitFor(() => mailsTo('refunded@example.com').length === 1);
    expect((await calls.deliver(stripe.refundedEvent(session.id), stripe.webhookSecret)).statusCode).toBe(
      200,
    );
    const refused = await t.request({
      method: 'POST',
      url: `/api/packs/orders/${order.id}/email-link`,
      cookie,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/refunded/);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mailsTo('refunded@example.com')).toHaveLength(1);
  });

  it('a request for links is forgotten, with its address, after 30 days', async () => {
    const old = new Date(Date.now() - 31 * 86_400_000).toISOString();
    await t.database.db
      .insertInto('libraryRequests')
      .values({ email: 'asked-long-ago@example.com', orderId: null, reason: 'resend', createdAt: old })
      .execute();
    const asked = await t.request({
      method: 'POST',
      url: '/api/library/resend',
      payload: { email: 'asked-today@example.com' },
    });
    expect(asked.statusCode).toBe(202);
    const emails = async () =>
      (await t.database.db.selectFrom('libraryRequests').select('email').orderBy('id').execute()).map(
        (row) => row.email,
      );
    expect(await emails()).toEqual(['asked-long-ago@example.com', 'asked-today@example.com']);

    // The sweep at an instance's start (and every few minutes).
    await t.anotherInstance(mailEnv(smtp));
    await expect.poll(emails, { timeout: 10_000 }).toEqual(['asked-today@example.com']);
  });

  it('a new release is emailed to its buyers, who can hear no more', async () => {
    const pack = await calls.onSale();
    await calls.buy(stripe, pack.id, 'first@example.com');
    await calls.buy(stripe, pack.id, 'second@example.com');
    await smtp.waitFor(() => smtp.received.length === 2);

    const publish = async (note: string) => {
      const current = await calls.owner<{ version: number }>('GET', `/api/packs/${pack.id}/manage`);
      return calls.owner(
        'POST',
        `/api/packs/${pack.id}/releases`,
        { note },
        { 'if-match': `"${current.version}"` },
      );
    };
    await publish('A new stop in Nara');
    await smtp.waitFor(
      () => mailsTo('first@example.com').length === 2 && mailsTo('second@example.com').length === 2,
    );
    const update = mailsTo('first@example.com')[1]!;
    expect(update.parsed.subject).toBe('Japan by rail was updated (version 2)');
    expect(update.parsed.text).toContain('A new stop in Nara');
    const token = tokenOf(update.parsed.text ?? '')!;
    const library = await t.request({ method: 'GET', url: `/api/library/${token}` });
    expect(library.json<Library>().release.number).toBe(2);
    expect(update.parsed.text).toContain(`/library/${token}?updates=off`);

    const off = await t.request({ method: 'POST', url: `/api/library/${token}/updates-off` });
    expect(off.statusCode, off.body).toBe(200);
    await publish('Kyoto at dawn');
    await smtp.waitFor(() => mailsTo('second@example.com').length === 3);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mailsTo('first@example.com')).toHaveLength(2);
  });

  it('a release stored but never emailed (a stop right after) reaches each buyer once, at the next start', async () => {
    const pack = await calls.onSale();
    await calls.buy(stripe, pack.id, 'first@example.com');
    await calls.buy(stripe, pack.id, 'second@example.com');
    await smtp.waitFor(() => smtp.received.length === 2);
    // What a publish request leaves when its instance stops before queueing the emails.
    await publishRelease(t.database.db, pack.id, 'A new stop in Nara');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.received).toHaveLength(2);

    await t.anotherInstance(mailEnv(smtp));
    await smtp.waitFor(
      () => mailsTo('first@example.com').length === 2 && mailsTo('second@example.com').length === 2,
    );
    expect(mailsTo('second@example.com')[1]!.parsed.subject).toBe('Japan by rail was updated (version 2)');
    // Another start, another sweep: nothing twice.
    await t.anotherInstance(mailEnv(smtp));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.received).toHaveLength(4);
  });
});
