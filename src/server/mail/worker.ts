import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/index.ts';
import { campaignRunning, campaignsToEnqueue, enqueueCampaignBatch, stillSubscribed } from './campaigns';
import type { Mailer } from './mailer';
import {
  claimBatch,
  claimedLastMinute,
  expireLeases,
  recordOutcome,
  releaseClaims,
  renewLeases,
  type OutboxRow,
} from './outbox';

/** How long an idle worker waits before looking at the outbox again (a local enqueue wakes it at once). */
const POLL_MS = 1_000;

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
    const budget = this.options.ratePerMinute - (await claimedLastMinute(db));
    const batch = await claimBatch(
      db,
      this.instance,
      Math.min(this.batchSize, budget),
      engine === 'postgres',
    );
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
    const outcome = await this.mailer.send(
      { to: row.toAddress, subject: row.subject, text: row.textBody, html: row.htmlBody },
      { atMostOnce: row.kind === 'campaign' },
    );
    if (outcome.status !== 'sent')
      this.options.log.warn({ outbox: row.id, outcome: outcome.status }, 'mail outbox: not sent');
    await recordOutcome(db, this.instance, row, outcome);
  }
}
