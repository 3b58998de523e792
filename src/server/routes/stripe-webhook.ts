import type Stripe from 'stripe';
import { packsApi } from '#shared/api/packs.ts';
import { routeServer } from '../api/serve';
import type { RoutePlugin } from '../context';
import { badInput, HttpError } from '../errors';
import { webhookVerifier } from '../packs/stripe-client';
import { handleStripeEvent } from '../packs/webhook';

const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/**
 * Stripe's webhook: the body is read raw (the signature is over its exact bytes) and checked with
 * the SDK against STRIPE_WEBHOOK_SECRET before anything is read from it. Stripe calls from its own
 * servers, so this one route skips the same-origin check (publicUnsafe); the signature stands in.
 */
export const stripeWebhookRoutes: RoutePlugin = async (app, context) => {
  const serve = routeServer(app, context);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  serve(
    packsApi.webhook,
    async (request) => {
      const secret = context.config.stripe.webhookSecret;
      if (!secret)
        throw new HttpError(503, 'checkout_unavailable', 'Stripe webhooks are not configured here.');
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || signature === '')
        throw badInput(
          { 'Stripe-Signature': 'The header is missing' },
          'The Stripe-Signature header is missing.',
        );
      const body = request.body as unknown;
      if (!Buffer.isBuffer(body)) throw badInput({ body: 'The event is missing' }, 'The event is missing.');
      let event: Stripe.Event;
      try {
        event = webhookVerifier.constructEvent(body, signature, secret);
      } catch {
        throw badInput(
          { 'Stripe-Signature': 'It does not match the body and the webhook secret' },
          'The webhook signature is not valid. Nothing was changed.',
        );
      }
      const outcome = await handleStripeEvent({ ...context, log: request.log }, event);
      return { received: true as const, duplicate: outcome === 'duplicate' };
    },
    { bodyLimit: WEBHOOK_BODY_LIMIT, config: { rawBody: true, publicUnsafe: true } },
  );
};
