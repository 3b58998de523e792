import type { Kysely, Selectable } from 'kysely';
import type { DB } from '#server/db/schema.ts';
import type { MailCampaignsTable } from './mail-tables';
import { outboxValues } from './outbox';
import { unsubscribeLinkOf, waitlistLaunchEmail, type LaunchPack } from './templates';

// "Tell the waitlist": a campaign is a subject, a message and maybe a pack; its emails are made in
// batches, one per subscriber who was on the list when it started, into the outbox, where the unique
// (campaign_id, subscriber_id) keeps it to one each whichever instance makes them, and however often.

/** Subscribers turned into outbox rows per step, while fewer than this many of the campaign's wait. */
export const ENQUEUE_BATCH = 200;

export type CampaignRow = Selectable<MailCampaignsTable>;

export interface NewCampaign {
  subject: string;
  message: string;
  pack?: LaunchPack | undefined;
}

export interface CampaignProgress {
  total: number;
  sent: number;
  failed: number;
  unknown: number;
  skipped: number;
  pending: number;
}

const now = () => new Date().toISOString();

export async function createCampaign(db: Kysely<DB>, input: NewCampaign): Promise<CampaignRow> {
  const at = now();
  return db
    .insertInto('mailCampaigns')
    .values({
      subject: input.subject,
      message: input.message,
      packTitle: input.pack?.title ?? null,
      packUrl: input.pack?.url ?? null,
      packPrice: input.pack?.price ?? null,
      packCurrency: input.pack?.currency ?? null,
      state: 'running',
      startedAt: at,
      updatedAt: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export const readCampaign = (db: Kysely<DB>, id: number) =>
  db.selectFrom('mailCampaigns').selectAll().where('id', '=', id).executeTakeFirst();

export const listCampaigns = (db: Kysely<DB>) =>
  db.selectFrom('mailCampaigns').selectAll().orderBy('id', 'desc').execute();

export async function setCampaignState(
  db: Kysely<DB>,
  id: number,
  state: 'running' | 'paused',
): Promise<CampaignRow | undefined> {
  return db
    .updateTable('mailCampaigns')
    .set({ state, updatedAt: now() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

const packOf = (row: CampaignRow): LaunchPack | undefined =>
  row.packTitle !== null && row.packUrl !== null && row.packPrice !== null && row.packCurrency !== null
    ? { title: row.packTitle, url: row.packUrl, price: row.packPrice, currency: row.packCurrency }
    : undefined;

/** Subscribers on the list when the campaign started who have no email of it yet. */
const notYetEnqueued = (db: Kysely<DB>, campaign: CampaignRow) =>
  db
    .selectFrom('waitlist')
    .where('createdAt', '<=', campaign.startedAt)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('mailOutbox')
            .select('mailOutbox.id')
            .where('mailOutbox.campaignId', '=', campaign.id)
            .whereRef('mailOutbox.subscriberId', '=', 'waitlist.id'),
        ),
      ),
    );

/**
 * Makes the next batch of a running campaign's emails, unless a batch of them still waits to be
 * sent (so a list of thousands is not all in the outbox at once); true when some were made.
 */
export async function enqueueCampaignBatch(
  db: Kysely<DB>,
  campaign: CampaignRow,
  siteUrl: string,
): Promise<boolean> {
  const waiting = await db
    .selectFrom('mailOutbox')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('campaignId', '=', campaign.id)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  if (Number(waiting.count) >= ENQUEUE_BATCH) return false;
  const subscribers = await notYetEnqueued(db, campaign)
    .select(['waitlist.id', 'waitlist.email', 'waitlist.token'])
    .orderBy('waitlist.createdAt')
    .orderBy('waitlist.id')
    .limit(ENQUEUE_BATCH)
    .execute();
  if (subscribers.length > 0) {
    const pack = packOf(campaign);
    const rows = subscribers.map((subscriber) => {
      const content = waitlistLaunchEmail({
        subject: campaign.subject,
        message: campaign.message,
        pack,
        unsubscribeLink: unsubscribeLinkOf(siteUrl, subscriber.token),
      });
      return outboxValues(
        {
          ...content,
          to: subscriber.email,
          kind: 'campaign',
          dedupeKey: `campaign:${campaign.id}:${subscriber.id}`,
          campaignId: campaign.id,
          subscriberId: subscriber.id,
        },
        { badAddress: 'record' },
      );
    });
    await db
      .insertInto('mailOutbox')
      .values(rows)
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
  if (subscribers.length < ENQUEUE_BATCH) {
    await db.updateTable('mailCampaigns').set({ enqueuedAll: 1 }).where('id', '=', campaign.id).execute();
  }
  return subscribers.length > 0;
}

/** Running campaigns that still have subscribers to make emails for. */
export const campaignsToEnqueue = (db: Kysely<DB>) =>
  db
    .selectFrom('mailCampaigns')
    .selectAll()
    .where('state', '=', 'running')
    .where('enqueuedAll', '=', 0)
    .orderBy('id')
    .execute();

/** The campaign's emails counted by where they are; those not yet made count as pending. */
export async function campaignProgress(db: Kysely<DB>, campaign: CampaignRow): Promise<CampaignProgress> {
  const rows = await db
    .selectFrom('mailOutbox')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('campaignId', '=', campaign.id)
    .groupBy('status')
    .execute();
  const count = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
  let waiting = 0;
  if (campaign.enqueuedAll === 0) {
    const row = await notYetEnqueued(db, campaign)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    waiting = Number(row.count);
  }
  const made = rows.reduce((sum, row) => sum + Number(row.count), 0);
  const progress = {
    total: made + waiting,
    sent: count('sent'),
    failed: count('failed'),
    unknown: count('unknown'),
    skipped: count('skipped'),
  };
  return { ...progress, pending: count('pending') + count('sending') + waiting };
}

/** Whether a campaign's subscriber is still on the list (one who left is skipped, not emailed). */
export async function stillSubscribed(db: Kysely<DB>, subscriberId: string): Promise<boolean> {
  const row = await db.selectFrom('waitlist').select('id').where('id', '=', subscriberId).executeTakeFirst();
  return row !== undefined;
}

/** Whether the campaign is running (not paused): checked before each of its emails leaves. */
export async function campaignRunning(db: Kysely<DB>, id: number): Promise<boolean> {
  const row = await db.selectFrom('mailCampaigns').select('state').where('id', '=', id).executeTakeFirst();
  return row?.state === 'running';
}
