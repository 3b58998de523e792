import type { FastifyInstance, InjectOptions } from 'fastify';
import { joinWaitlist } from '../../src/server/db/inbox';
import { ORIGIN, type TestApp } from './test-app';
import type { SmtpStandIn } from './smtp-stand-in';

/** What a campaign answers (src/shared/api/mail.ts). */
export interface CampaignAnswer {
  id: number;
  state: 'running' | 'paused' | 'done';
  progress: {
    total: number;
    sent: number;
    failed: number;
    unknown: number;
    skipped: number;
    pending: number;
  };
}

/** The environment of an instance that sends through the stand-in. */
export const mailEnv = (smtp: SmtpStandIn, rate = 6000) => ({
  SMTP_URL: smtp.url,
  MAIL_FROM: 'Fru World <hello@fru.example>',
  MAIL_RATE_PER_MINUTE: String(rate),
});

/** A request as the signed-in owner, same-origin, to any instance. */
export const asOwner = (app: FastifyInstance, cookie: string, options: InjectOptions) =>
  app.inject({
    ...options,
    headers: { origin: ORIGIN, host: 'localhost:3000', cookie, ...options.headers },
  });

/** `count` subscribers, sub-000@example.com …, straight into the waitlist. */
export async function subscribe(t: TestApp, count: number, prefix = 'sub'): Promise<string[]> {
  const emails = Array.from(
    { length: count },
    (_, i) => `${prefix}-${String(i).padStart(3, '0')}@example.com`,
  );
  for (const email of emails) await joinWaitlist(t.database.db, email);
  return emails;
}

export async function startCampaign(
  app: FastifyInstance,
  cookie: string,
  body: object = { subject: 'Trip packs are here', message: 'The first packs are on sale.' },
): Promise<CampaignAnswer> {
  const response = await asOwner(app, cookie, { method: 'POST', url: '/api/mail/campaigns', payload: body });
  if (response.statusCode !== 201) throw new Error(`start: ${response.statusCode} ${response.body}`);
  return response.json<CampaignAnswer>();
}

export async function campaignOf(app: FastifyInstance, cookie: string, id: number): Promise<CampaignAnswer> {
  const response = await asOwner(app, cookie, { method: 'GET', url: `/api/mail/campaigns/${id}` });
  if (response.statusCode !== 200) throw new Error(`campaign: ${response.statusCode} ${response.body}`);
  return response.json<CampaignAnswer>();
}

/** Waits until the campaign has nothing pending (a guard of 30 s against a hang, not a measure). */
export async function untilDone(app: FastifyInstance, cookie: string, id: number): Promise<CampaignAnswer> {
  const until = Date.now() + 30_000;
  for (;;) {
    const campaign = await campaignOf(app, cookie, id);
    if (campaign.state === 'done') return campaign;
    if (Date.now() > until) throw new Error(`campaign ${id} not done: ${JSON.stringify(campaign)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
