import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in for the few Stripe API calls trip packs make: POST /v1/checkout/sessions answers
 * a session with an id and a url; that url (its "hosted payment page") redirects to the session's
 * success_url, as Stripe does after a payment. Events are signed with the SDK's own test helper,
 * so the server's `stripe.webhooks.constructEvent` checks them as it would Stripe's.
 */

export interface StandInSession {
  id: string;
  url: string;
  successUrl: string;
  cancelUrl: string;
  metadata: Record<string, string>;
  amount: number;
  currency: string;
  productName: string;
  /** Every form field the SDK sent, as received. */
  form: Record<string, string>;
}

export interface StripeStandIn {
  /** http://127.0.0.1:<port> */
  url: string;
  /** STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_API_BASE for an app that talks to it. */
  env: Record<'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_BASE', string>;
  webhookSecret: string;
  sessions: Map<string, StandInSession>;
  /** The calls received: `POST /v1/checkout/sessions`, … */
  calls: string[];
  /** The event Stripe sends once the buyer paid the session. */
  completedEvent(sessionId: string, options?: { email?: string; eventId?: string }): StripeEventBody;
  /** The event of a full refund of the session's payment. */
  refundedEvent(sessionId: string, options?: { eventId?: string }): StripeEventBody;
  close(): Promise<void>;
}

export interface StripeEventBody {
  id: string;
  object: 'event';
  type: string;
  created: number;
  data: { object: Record<string, unknown> };
}

const sdk = new Stripe('sk_test_stand_in');

/** The body and the Stripe-Signature header of a webhook delivery, signed as Stripe signs. */
export function signedDelivery(
  event: StripeEventBody | Record<string, unknown>,
  secret: string,
  timestamp?: number,
): { payload: string; headers: Record<string, string> } {
  const payload = JSON.stringify(event);
  const signature = sdk.webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(timestamp === undefined ? {} : { timestamp }),
  });
  return { payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

async function formOf(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const sessions = new Map<string, StandInSession>();
  const paymentIntents = new Map<string, string>();
  const calls: string[] = [];
  let base = '';
  const server: Server = createServer((request, response) => {
    void (async () => {
      const path = (request.url ?? '/').split('?')[0] ?? '/';
      calls.push(`${request.method} ${path}`);
      const json = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        if (!/^Bearer sk_/.test(request.headers.authorization ?? ''))
          return json(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
        const form = await formOf(request);
        const sessionId = id('cs');
        const metadata = Object.fromEntries(
          Object.entries(form)
            .filter(([key]) => key.startsWith('metadata['))
            .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
        );
        const session: StandInSession = {
          id: sessionId,
          url: `${base}/pay/${sessionId}`,
          successUrl: form.success_url ?? '',
          cancelUrl: form.cancel_url ?? '',
          metadata,
          amount: Number(form['line_items[0][price_data][unit_amount]'] ?? 0),
          currency: form['line_items[0][price_data][currency]'] ?? '',
          productName: form['line_items[0][price_data][product_data][name]'] ?? '',
          form,
        };
        sessions.set(sessionId, session);
        return json(200, {
          id: sessionId,
          object: 'checkout.session',
          url: session.url,
          mode: 'payment',
          status: 'open',
          metadata,
          amount_total: session.amount,
          currency: session.currency,
        });
      }
      const pay = /^\/pay\/(cs_test_[0-9a-f]+)$/.exec(path);
      if (request.method === 'GET' && pay) {
        const session = sessions.get(pay[1] ?? '');
        if (!session) return json(404, { error: { message: 'No such session' } });
        response.writeHead(303, {
          location: session.successUrl.replace('{CHECKOUT_SESSION_ID}', session.id),
        });
        return response.end();
      }
      json(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` } });
    })().catch(() => {
      response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  const sessionOf = (sessionId: string) => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId} at the stand-in`);
    return session;
  };
  const paymentIntentOf = (sessionId: string) => {
    const known = paymentIntents.get(sessionId) ?? id('pi');
    paymentIntents.set(sessionId, known);
    return known;
  };
  return {
    url: base,
    env: {
      STRIPE_SECRET_KEY: 'sk_test_stand_in',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_BASE: base,
    },
    webhookSecret,
    sessions,
    calls,
    completedEvent(sessionId, { email = 'buyer@example.com', eventId = id('evt') } = {}) {
      const session = sessionOf(sessionId);
      return {
        id: eventId,
        object: 'event',
        type: 'checkout.session.completed',
        created: Math.floor(Date.now() / 1000),
        data: {
          object: {
            id: session.id,
            object: 'checkout.session',
            mode: 'payment',
            status: 'complete',
            payment_status: 'paid',
            amount_total: session.amount,
            currency: session.currency,
            customer_details: { email },
            payment_intent: paymentIntentOf(sessionId),
            metadata: session.metadata,
          },
        },
      };
    },
    refundedEvent(sessionId, { eventId = id('evt') } = {}) {
      const session = sessionOf(sessionId);
      return {
        id: eventId,
        object: 'event',
        type: 'charge.refunded',
        created: Math.floor(Date.now() / 1000),
        data: {
          object: {
            id: id('ch'),
            object: 'charge',
            amount: session.amount,
            amount_refunded: session.amount,
            refunded: true,
            currency: session.currency,
            payment_intent: paymentIntentOf(sessionId),
          },
        },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
