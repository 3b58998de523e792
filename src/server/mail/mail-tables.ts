import type { Generated } from 'kysely';

/**
 * Where an email is: waiting to be sent ('pending'), being sent by one instance ('sending'), 'sent',
 * refused for good ('failed': a 5xx, a bad address, or too many 4xx), 'unknown' (the instance sending
 * it stopped without saying how it went: never sent again, see docs/features/email.md), or 'skipped'
 * (a campaign's subscriber left the waitlist before their turn).
 */
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'unknown' | 'skipped';

/** What an email is for; campaigns and transactional emails differ after a crash (see outbox.ts). */
export type MailKind = 'campaign' | 'library-link' | 'pack-updated' | 'other';

/** One email (migration 0015-mail). */
export interface MailOutboxTable {
  id: Generated<number>;
  /** Unique: enqueueing the same key again stores nothing (an idempotent send). */
  dedupeKey: string;
  kind: MailKind;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  status: OutboxStatus;
  attempts: Generated<number>;
  /** Not before this time (a 4xx's backoff); ISO text. */
  nextAttemptAt: string;
  /** The instance that claimed it, when, and until when its claim holds. */
  claimedBy: string | null;
  claimedAt: string | null;
  leaseUntil: string | null;
  /** When the claiming instance began to hand it to the SMTP server (campaign email; migration 0022). */
  sendStartedAt: string | null;
  /** The SMTP server's answer when it refused, or why it was not sent (no secret, no stack). */
  lastError: string | null;
  campaignId: number | null;
  /** The waitlist subscriber a campaign's email is for; unique with campaignId. */
  subscriberId: string | null;
  createdAt: string;
  finishedAt: string | null;
}

/** A "tell the waitlist" campaign; its progress is counted from its outbox rows. */
export interface MailCampaignsTable {
  id: Generated<number>;
  subject: string;
  message: string;
  packTitle: string | null;
  packUrl: string | null;
  /** In the currency's minor unit (cents). */
  packPrice: number | null;
  packCurrency: string | null;
  state: 'running' | 'paused';
  /** 1 once every subscriber who was on the list at `startedAt` has an outbox row. */
  enqueuedAll: Generated<number>;
  startedAt: string;
  updatedAt: string;
}
