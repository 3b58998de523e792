import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/index.ts';
import { campaignRunning, campaignsToEnqueue, enqueueCampaignBatch, stillSubscribed } from './campaigns';
import type { MailKind, OutboxStatus } from './mail-tables';
import type { Mailer } from './mailer';
import {
  claimBatch,
  claimedLastMinute,
  expireLeases,
  markSendStarted,
  recordOutcome,
  releaseClaims,
  renewLeases,
  type OutboxRow,
} from './outbox';

/** How long an idle worker waits before looking at the outbox again (a local enqueue wakes it at once). */
const POLL_MS = 1_000;
/**
 * Transactional email goes before campaign email; after this many full batches in a row of it alone,
 * the next batch takes campaign email first, so a launch gets at least a quarter of the sending
 * however much transactional email keeps coming.
 */
export const CAMPAIGN_TURN_AFTER = 3;

/** An email that left this instance's hands: sent, failed, skipped, or back to pending after a 4xx. */
export interface SettledMail {
  id: number;
  kind: MailKind;
  dedupeKey: string;
  status: OutboxStatus;
}

/** Told how each email of its kind went (an order's link state follows the email carrying it). */
export type MailFollower = (mail: SettledMail) => Promise<void>;

export interface WorkerOptions {
  ratePerMinute: number;
  siteUrl: string;
  log: FastifyBaseLogger;
}

/**
 * The outbox's worker, one per instance: makes the running campaigns' next emails, claims a batch of
 * due emails (no more than the rate's budget for the last minute, all instances together), and sends
 * them one by one, spaced by 60 s / rate. Every failure is recorded on its row; none ends the loop.
 */
export class MailWorker {
  readonly instance = randomUUID();
  private stopping = false;
  private running: Promise<void> | undefined;
  private wakeUp: (() => void) | undefined;
  /** Full batches in a row that held no campaign email (see CAMPAIGN_TURN_AFTER). */
  private transactionalBatches = 0;
  private readonly followers = new Map<MailKind, MailFollower[]>();

  constructor(
    private readonly database: Database,
    private readonly mailer: Mailer,
    private readonly options: WorkerOptions,
  ) {}

  /** About a second of sending at the configured pace, at least one email and at most 50. */
  private get batchSize(): number {
    return Math.max(1, Math.min(50, Math.ceil(this.options.ratePerMinute / 60)));
  }

  private get spacingMs(): number {
    return 60_000 / this.options.ratePerMinute;
  }

  start(): void {
    this.running ??= this.loop();
  }

  /** Tells `follower` how each email of `kind` this instance sends went. */
  follow(kind: MailKind, follower: MailFollower): void {
    this.followers.set(kind, [...(this.followers.get(kind) ?? []), follower]);
  }

  /** Look at the outbox now (something was just enqueued or resumed here). */
  wake(): void {
    this.wakeUp?.();
  }

  /** Finishes the email being sent, hands back the batch's others, and stops. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake();
    await this.running;
    this.mailer.close();
  }

  private pause(ms: number): Promise<void> {
    if (this.stopping) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakeUp = done;
    });
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      let sent = 0;
      try {
        sent = await this.step();
      } catch (error) {
        // The database away for a moment: the next step tries again.
        this.options.log.warn({ err: error }, 'mail outbox: step failed, trying again');
      }
      if (sent === 0) await this.pause(POLL_MS);
    }
  }

  /** One round; how many rows it handled. */
  private async step(): Promise<number> {
    const { db, engine } = this.database;
    await expireLeases(db);
    for (const campaign of await campaignsToEnqueue(db)) {
      if (this.stopping) return 0;
      await enqueueCampaignBatch(db, campaign, this.options.siteUrl);
    }
    const limit = Math.min(this.batchSize, this.options.ratePerMinute - (await claimedLastMinute(db)));
    const campaignsFirst = this.transactionalBatches >= CAMPAIGN_TURN_AFTER;
    const batch = await claimBatch(db, this.instance, limit, engine === 'postgres', { campaignsFirst });
    if (limit > 0) {
      // A full batch without campaign email may have kept a campaign waiting; a batch with room to
      // spare, or with campaign email in it, did not.
      const campaignsMayWait = batch.length === limit && batch.every((row) => row.kind !== 'campaign');
      this.transactionalBatches = campaignsMayWait ? this.transactionalBatches + 1 : 0;
    }
    for (const [index, row] of batch.entries()) {
      // A stop, or a pause of this email's campaign, hands the rest of the batch back unsent.
      if (this.stopping || (row.campaignId !== null && !(await campaignRunning(db, row.campaignId)))) {
        await releaseClaims(
          db,
          this.instance,
          batch.slice(index).map((each) => each.id),
        );
        break;
      }
      await this.sendOne(row);
      await this.pause(this.spacingMs);
    }
    return batch.length;
  }

  private async sendOne(row: OutboxRow): Promise<void> {
    const { db } = this.database;
    await renewLeases(db, this.instance);
    if (row.subscriberId !== null && !(await stillSubscribed(db, row.subscriberId))) {
      await recordOutcome(db, this.instance, row, {
        status: 'skipped',
        error: 'The subscriber left the waitlist before this email was sent.',
      });
      return;
    }
    const atMostOnce = row.kind === 'campaign';
    if (atMostOnce) await markSendStarted(db, this.instance, row.id);
    const outcome = await this.mailer.send(
      { to: row.toAddress, subject: row.subject, text: row.textBody, html: row.htmlBody },
      { atMostOnce },
    );
    if (outcome.status !== 'sent')
      this.options.log.warn({ outbox: row.id, outcome: outcome.status }, 'mail outbox: not sent');
    const status = await recordOutcome(db, this.instance, row, outcome);
    await this.tellFollowers({ id: row.id, kind: row.kind, dedupeKey: row.dedupeKey, status });
  }

  /** A follower's failure is logged, never the worker's: the email's own outcome is recorded already. */
  private async tellFollowers(mail: SettledMail): Promise<void> {
    for (const follower of this.followers.get(mail.kind) ?? []) {
      try {
        await follower(mail);
      } catch (error) {
        this.options.log.warn({ err: error, outbox: mail.id }, 'mail outbox: a follower failed');
      }
    }
  }
}
