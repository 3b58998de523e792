import type { Kysely } from 'kysely';
import { mailApi, type Campaign } from '#shared/api/mail.ts';
import { routeServer } from '#server/api/serve.ts';
import type { RoutePlugin } from '#server/context.ts';
import type { DB } from '#server/db/schema.ts';
import { mailNotConfigured, notFound } from '#server/errors.ts';
import {
  campaignProgress,
  createCampaign,
  listCampaigns,
  readCampaign,
  setCampaignState,
  type CampaignRow,
} from '#server/mail/campaigns.ts';

const WHAT = 'That campaign';

const notConfigured = () => mailNotConfigured('no email can go to the waitlist until then.');

async function campaignOf(db: Kysely<DB>, row: CampaignRow): Promise<Campaign> {
  const progress = await campaignProgress(db, row);
  const done = row.enqueuedAll === 1 && progress.pending === 0;
  return {
    id: row.id,
    subject: row.subject,
    message: row.message,
    pack:
      row.packTitle !== null && row.packUrl !== null && row.packPrice !== null && row.packCurrency !== null
        ? { title: row.packTitle, url: row.packUrl, price: row.packPrice, currency: row.packCurrency }
        : null,
    state: done ? 'done' : row.state,
    startedAt: row.startedAt,
    progress,
  };
}

/** "Tell the waitlist": the owner starts, watches, pauses and resumes campaigns (src/server/mail). */
export const mailRoutes: RoutePlugin = async (app, context) => {
  const { db } = context.database;
  const serve = routeServer(app, context);
  const noStore = { 'cache-control': 'no-store' };

  serve(mailApi.campaigns, async (_request, reply) => {
    const campaigns = await Promise.all((await listCampaigns(db)).map((row) => campaignOf(db, row)));
    return reply.headers(noStore).send({
      configured: context.mail !== undefined,
      ratePerMinute: context.mail?.ratePerMinute ?? null,
      campaigns,
    });
  });

  serve(
    mailApi.startCampaign,
    async (request, reply) => {
      if (!context.mail) throw notConfigured();
      const row = await createCampaign(db, request.body);
      context.mail.wake();
      return reply
        .status(201)
        .headers(noStore)
        .send(await campaignOf(db, row));
    },
    { config: { idempotent: true } },
  );

  serve(mailApi.campaign, async (request, reply) => {
    const row = await readCampaign(db, request.params.id);
    if (!row) throw notFound(WHAT);
    return reply.headers(noStore).send(await campaignOf(db, row));
  });

  serve(mailApi.setCampaignState, async (request, reply) => {
    if (request.body.state === 'running' && !context.mail) throw notConfigured();
    const row = await setCampaignState(db, request.params.id, request.body.state);
    if (!row) throw notFound(WHAT);
    context.mail?.wake();
    return reply.headers(noStore).send(await campaignOf(db, row));
  });
};
