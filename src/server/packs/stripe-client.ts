import Stripe from 'stripe';
import type { Config } from '../config';

/**
 * The Stripe SDK as configured: STRIPE_SECRET_KEY, and (tests only) STRIPE_API_BASE, whose
 * protocol, host and port the SDK is pointed at instead of api.stripe.com. Undefined unless
 * STRIPE_WEBHOOK_SECRET is set too: without it no paid event could become an order, so a buyer
 * would pay for nothing. Checkout is then unavailable, and says so.
 */
export function stripeOf(config: Config): Stripe | undefined {
  const { secretKey, webhookSecret, apiBase } = config.stripe;
  if (!secretKey || !webhookSecret) return undefined;
  const base = apiBase ? new URL(apiBase) : undefined;
  return new Stripe(secretKey, {
    maxNetworkRetries: 1,
    timeout: 15_000,
    telemetry: false,
    ...(base && {
      protocol: base.protocol === 'http:' ? 'http' : 'https',
      host: base.hostname,
      port: base.port || (base.protocol === 'http:' ? 80 : 443),
    }),
  });
}

/** Checks webhook signatures (no key needed for that: only STRIPE_WEBHOOK_SECRET). */
export const webhookVerifier = new Stripe('sk_webhook_verifier_only').webhooks;

/** What Buy says while checkout cannot work. */
export const CHECKOUT_UNAVAILABLE = 'Trip packs are not on sale yet.';
