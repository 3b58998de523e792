import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import type { Pack } from '../../src/shared/packs/pack-schema';
import { packCalls, purchaseCounts } from '../helpers/pack-world';
import { startStripeStandIn, type StripeEventBody, type StripeStandIn } from '../helpers/stripe-stand-in';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

/** The event with its session's fields changed, as a buggy or unexpected payload would carry them. */
const withSession = (event: StripeEventBody, change: Record<string, unknown>): StripeEventBody => ({
  ...event,
  data: { object: { ...event.data.object, ...change } },
});

describe.each(ENGINES)('a paid session the webhook cannot make an order of, on $name', ({ name: engine }) => {
  let stripe: StripeStandIn;
  let t: TestApp;
  let calls: ReturnType<typeof packCalls>;
  let pack: Pack;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
  });
  afterAll(() => stripe.close());
  beforeEach(async () => {
    t = await createTestApp(engine, stripe.env);
    calls = packCalls(t, await t.login());
    pack = await calls.onSale();
  });
  afterEach(() => t.close());

  it('is not marked handled: Stripe delivers it again, and once it can be read it makes the order', async () => {
    const { session } = await calls.checkout(stripe, pack.id);
    const event = stripe.completedEvent(session.id, { email: 'buyer-at-example.com' });
    const refused = await calls.deliver(event, stripe.webhookSecret);
    // Not a 2xx: Stripe keeps the event as failed in its dashboard and delivers it again.
    expect(refused.statusCode, refused.body).toBe(500);
    expect(refused.json().error.code).toBe('internal_error');
    expect(await purchaseCounts(t)).toEqual({ orders: 0, events: 0, tokens: 0, requests: 0 });
    // Counted where the owner's monitoring looks.
    const metrics = await t.request({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(
      /http_requests_total\{method="POST",route="\/api\/stripe\/webhook",status_code="500"\} 1\n/,
    );

    // The same event id, readable now (as after a fix): the order is made, once.
    const fixed = withSession(event, { customer_details: { email: 'buyer@example.com' } });
    const delivered = await calls.deliver(fixed, stripe.webhookSecret);
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json()).toEqual({ received: true, duplicate: false });
    expect((await calls.deliver(fixed, stripe.webhookSecret)).json()).toEqual({
      received: true,
      duplicate: true,
    });
    expect(await purchaseCounts(t)).toEqual({ orders: 1, events: 1, tokens: 1, requests: 1 });
  });

  it('is logged at error level with the event and session ids', async () => {
    const lines: { level: number; msg: string; eventId?: string; sessionId?: string }[] = [];
    const stream = { write: (line: string) => void lines.push(JSON.parse(line)) };
    const { app } = await buildApp({
      database: t.database,
      config: t.config,
      logger: { level: 'warn', stream },
    });
    try {
      await app.ready();
      const { session } = await calls.checkout(stripe, pack.id);
      const event = withSession(stripe.completedEvent(session.id), { metadata: {} });
      expect((await calls.deliver(event, stripe.webhookSecret, app)).statusCode).toBe(500);
      expect(lines.filter((line) => line.eventId === event.id)).toEqual([
        expect.objectContaining({ level: 50, sessionId: session.id }),
      ]);
    } finally {
      await app.close();
    }
  });

  it.each([
    ['without the pack metadata', { metadata: {} }],
    ['naming a release that is not the pack’s', { metadata: { packId: '1', releaseId: '999999' } }],
  ])('paid %s: refused the same way, nothing recorded', async (_what, change) => {
    const { session } = await calls.checkout(stripe, pack.id);
    const event = withSession(stripe.completedEvent(session.id), change);
    const refused = await calls.deliver(event, stripe.webhookSecret);
    expect(refused.statusCode, refused.body).toBe(500);
    expect(await purchaseCounts(t)).toEqual({ orders: 0, events: 0, tokens: 0, requests: 0 });
  });

  it('a completed session not paid (yet) is no order owed: acknowledged and recorded once', async () => {
    const { session } = await calls.checkout(stripe, pack.id);
    const event = withSession(stripe.completedEvent(session.id), { payment_status: 'unpaid' });
    const first = await calls.deliver(event, stripe.webhookSecret);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect((await calls.deliver(event, stripe.webhookSecret)).json()).toEqual({
      received: true,
      duplicate: true,
    });
    expect(await purchaseCounts(t)).toEqual({ orders: 0, events: 1, tokens: 0, requests: 0 });
  });

  it('a delayed payment (a bank debit) that succeeds later makes the order when Stripe says so', async () => {
    const { session } = await calls.checkout(stripe, pack.id);
    const completed = withSession(stripe.completedEvent(session.id), { payment_status: 'unpaid' });
    expect((await calls.deliver(completed, stripe.webhookSecret)).statusCode).toBe(200);
    expect(await purchaseCounts(t)).toEqual({ orders: 0, events: 1, tokens: 0, requests: 0 });
    // Days later the debit clears: Stripe sends the session again, paid, as another event.
    const succeeded = {
      ...stripe.completedEvent(session.id),
      type: 'checkout.session.async_payment_succeeded',
    };
    const delivered = await calls.deliver(succeeded, stripe.webhookSecret);
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json()).toEqual({ received: true, duplicate: false });
    expect(await purchaseCounts(t)).toEqual({ orders: 1, events: 2, tokens: 1, requests: 1 });
    // A failed debit owes nothing: acknowledged, no order.
    const { session: other } = await calls.checkout(stripe, pack.id);
    const failed = {
      ...withSession(stripe.completedEvent(other.id), { payment_status: 'unpaid' }),
      type: 'checkout.session.async_payment_failed',
    };
    expect((await calls.deliver(failed, stripe.webhookSecret)).statusCode).toBe(200);
    expect((await purchaseCounts(t)).orders).toBe(1);
  });
});
