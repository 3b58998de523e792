import type { APIRequestContext } from '@playwright/test';
import { mailEnv } from '../helpers/mail-world';
import { startSmtpStandIn, type SmtpStandIn } from '../helpers/smtp-stand-in';
import { signedDelivery, startStripeStandIn, type StripeStandIn } from '../helpers/stripe-stand-in';
import { expect, test as base } from './fixtures';
import { startServer, type RunningServer } from './server';

// What the trip packs' and email specs share: the Stripe and SMTP stand-ins, a server of the
// worker's own told of either or both (`test.use({ packServer: … })`), a pack put on sale through
// the owner's API, and a Checkout Session paid as Stripe tells it (a signed webhook).

export interface PackServerOptions {
  /** Give the server Stripe's keys (the stand-in's). */
  stripe: boolean;
  /** Give the server SMTP (the stand-in), sending this many emails a minute. */
  smtpRate?: number;
  /** More environment: it wins over the rest. */
  env?: Record<string, string>;
}

interface WorkerFixtures {
  packServer: PackServerOptions;
  stripe: StripeStandIn;
  smtp: SmtpStandIn;
  server: RunningServer;
}

export const test = base.extend<object, WorkerFixtures>({
  packServer: [
    { stripe: true, env: { SEED_DEMO: 'false' } },
    { scope: 'worker', option: true },
  ],
  stripe: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its first parameter.
    async ({}, use) => {
      const stripe = await startStripeStandIn();
      await use(stripe);
      await stripe.close();
    },
    { scope: 'worker' },
  ],
  smtp: [
    // eslint-disable-next-line no-empty-pattern -- as above.
    async ({}, use) => {
      const smtp = await startSmtpStandIn();
      await use(smtp);
      await smtp.close();
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ packServer, stripe, smtp }, use) => {
      const server = await startServer({
        ...(packServer.stripe ? stripe.env : {}),
        ...(packServer.smtpRate ? mailEnv(smtp, packServer.smtpRate) : {}),
        ...packServer.env,
      });
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
});

export { expect };

/** A pack of the trip, priced and put on sale through the owner's API. */
export async function packOnSale(
  ownerApi: APIRequestContext,
  tripId: number,
  price: number,
  description = '',
) {
  const made = await ownerApi.post('/api/packs', { data: { tripId, price, description } });
  expect(made.status()).toBe(201);
  const draft = (await made.json()) as { id: number; version: number; path: string; title: string };
  const onSale = await ownerApi.post(`/api/packs/${draft.id}/on-sale`, {
    headers: { 'if-match': `"${draft.version}"` },
  });
  expect(onSale.status()).toBe(200);
  return draft;
}

/** Stripe tells the server a Checkout Session was paid: the signed webhook, answered 200. */
export async function paySession(
  server: RunningServer,
  stripe: StripeStandIn,
  sessionId: string,
  email: string,
) {
  const { payload, headers } = signedDelivery(
    stripe.completedEvent(sessionId, { email }),
    stripe.webhookSecret,
  );
  const delivered = await fetch(`${server.url}/api/stripe/webhook`, {
    method: 'POST',
    body: payload,
    headers,
  });
  expect(delivered.status).toBe(200);
}
