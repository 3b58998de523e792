import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB } from '#server/db/schema.ts';
import { oneLine, sendableAddress } from './addresses';
import type { MailKind, MailOutboxTable, OutboxStatus } from './mail-tables';

// The outbox: every email is a row before it is sent. Workers on any number of instances claim rows
// with one UPDATE … WHERE status = 'pending' (and, on PostgreSQL, FOR UPDATE SKIP LOCKED), so a row is
// claimed by one instance only; the claim holds until `lease_until`, renewed before every send.

export type OutboxRow = Selectable<MailOutboxTable>;

/** How long a claim holds without being renewed; a worker renews it before each email. */
export const LEASE_MS = 2 * 60_000;
/** A 4xx (or no connection) is tried again this many times in all, waiting longer each time. */
export const MAX_ATTEMPTS = 5;
const BACKOFF_BASE_MS = 30_000;

export class MailInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

export interface NewMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: MailKind;
  /** Unique: a second enqueue with the same key stores nothing and answers the first row's id. */
  dedupeKey: string;
  campaignId?: number;
  subscriberId?: string;
}

const iso = (ms: number) => new Date(ms).toISOString();

const BAD_ADDRESS = 'The address is not one an email can be sent to.';

/**
 * The row as it will be stored; a MailInputError naming the field when it cannot be sent, or, for a
 * bad address with `badAddress: 'record'` (a campaign's subscriber), a row recorded as failed.
 */
export function outboxValues(
  mail: NewMail,
  { badAddress = 'throw', now = Date.now() }: { badAddress?: 'throw' | 'record'; now?: number } = {},
) {
  const to = sendableAddress(mail.to);
  if (to === undefined && badAddress === 'throw') throw new MailInputError('to', BAD_ADDRESS);
  const subject = oneLine(mail.subject);
  if (subject === '') throw new MailInputError('subject', 'An email needs a subject.');
  if (mail.text.trim() === '' || mail.html.trim() === '')
    throw new MailInputError('text', 'An email needs a plain-text and an HTML part.');
  if (mail.dedupeKey === '') throw new MailInputError('dedupeKey', 'An email needs a dedupe key.');
  return {
    dedupeKey: mail.dedupeKey,
    kind: mail.kind,
    toAddress: to ?? oneLine(mail.to, 254),
    subject,
    textBody: mail.text,
    htmlBody: mail.html,
    status: to === undefined ? ('failed' as const) : ('pending' as const),
    lastError: to === undefined ? BAD_ADDRESS : null,
    nextAttemptAt: iso(now),
    campaignId: mail.campaignId ?? null,
    subscriberId: mail.subscriberId ?? null,
    createdAt: iso(now),
  };
}

/**
 * Stores an email to be sent by the outbox's worker. Idempotent by `dedupeKey`: `created` is false
 * when that key was already stored (nothing changes). Throws MailInputError on a bad address.
 */
export async function enqueueMail(db: Kysely<DB>, mail: NewMail): Promise<{ id: number; created: boolean }> {
  const values = outboxValues(mail);
  const inserted = await db
    .insertInto('mailOutbox')
    .values(values)
    .onConflict((conflict) => conflict.column('dedupeKey').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { id: inserted.id, created: true };
  const existing = await db
    .selectFrom('mailOutbox')
    .select('id')
    .where('dedupeKey', '=', mail.dedupeKey)
    .executeTakeFirstOrThrow();
  return { id: existing.id, created: false };
}

/** 1 for a campaign's email, 0 for any other: what a claim orders by first (see claimBatch). */
const isCampaign = sql<number>`case when ${sql.ref('mailOutbox.kind')} = 'campaign' then 1 else 0 end`;

/**
 * Claims up to `limit` pending rows that are due, for this instance, atomically: rows of a paused
 * campaign wait. The same row is never handed to two instances. Transactional email (a library
 * link, an update, a notice) comes before campaign email, oldest first within each; with
 * `campaignsFirst` (the campaigns' turn, see worker.ts), the other way round.
 */
export async function claimBatch(
  db: Kysely<DB>,
  instance: string,
  limit: number,
  postgres: boolean,
  { campaignsFirst = false, now = Date.now() }: { campaignsFirst?: boolean; now?: number } = {},
): Promise<OutboxRow[]> {
  if (limit <= 0) return [];
  const due = (trx: Kysely<DB>) =>
    trx
      .selectFrom('mailOutbox')
      .select('mailOutbox.id')
      .where('status', '=', 'pending')
      .where('nextAttemptAt', '<=', iso(now))
      .where((eb) =>
        eb.or([
          eb('campaignId', 'is', null),
          eb('campaignId', 'in', eb.selectFrom('mailCampaigns').select('id').where('state', '=', 'running')),
        ]),
      )
      .orderBy(isCampaign, campaignsFirst ? 'desc' : 'asc')
      .orderBy('mailOutbox.id')
      .limit(limit);
  // The ids first, then the update, in one transaction: PostgreSQL may run an `IN (… LIMIT n FOR
  // UPDATE SKIP LOCKED)` subquery more than once and hand out more than n rows.
  const rows = await db.transaction().execute(async (trx) => {
    const ids = (await (postgres ? due(trx).forUpdate().skipLocked() : due(trx)).execute()).map(
      (row) => row.id,
    );
    if (ids.length === 0) return [];
    return trx
      .updateTable('mailOutbox')
      .set({
        status: 'sending',
        claimedBy: instance,
        claimedAt: iso(now),
        leaseUntil: iso(now + LEASE_MS),
        attempts: sql`attempts + 1`,
      })
      .where('id', 'in', ids)
      .where('status', '=', 'pending')
      .returningAll()
      .execute();
  });
  const rank = (row: OutboxRow) => ((row.kind === 'campaign') === campaignsFirst ? 0 : 1);
  return rows.sort((a, b) => rank(a) - rank(b) || a.id - b.id);
}

/** Renews this instance's claims (before each send, so a slow server never lets them lapse). */
export async function renewLeases(db: Kysely<DB>, instance: string, now = Date.now()): Promise<void> {
  await db
    .updateTable('mailOutbox')
    .set({ leaseUntil: iso(now + LEASE_MS) })
    .where('claimedBy', '=', instance)
    .where('status', '=', 'sending')
    .execute();
}

/**
 * Notes that this instance now hands the email to the SMTP server. From here on, a stop without an
 * outcome makes a campaign's email `unknown`; before it, the email goes back to the queue.
 */
export async function markSendStarted(db: Kysely<DB>, instance: string, id: number, now = Date.now()) {
  await db
    .updateTable('mailOutbox')
    .set({ sendStartedAt: iso(now) })
    .where('id', '=', id)
    .where('claimedBy', '=', instance)
    .where('status', '=', 'sending')
    .execute();
}

/** How many emails were claimed in the last minute, by every instance: the rate's shared budget. */
export async function claimedLastMinute(db: Kysely<DB>, now = Date.now()): Promise<number> {
  const row = await db
    .selectFrom('mailOutbox')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('claimedAt', '>', iso(now - 60_000))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export type SendOutcome =
  | { status: 'sent' }
  | { status: 'failed' | 'unknown' | 'skipped'; error: string }
  | { status: 'retry'; error: string };

/**
 * Records how a claimed row went and answers the status written; only the instance holding the
 * claim writes it.
 */
export async function recordOutcome(
  db: Kysely<DB>,
  instance: string,
  row: OutboxRow,
  outcome: SendOutcome,
  now = Date.now(),
): Promise<OutboxStatus> {
  const retry = outcome.status === 'retry' && row.attempts < MAX_ATTEMPTS;
  const status: OutboxStatus = outcome.status === 'retry' ? (retry ? 'pending' : 'failed') : outcome.status;
  await db
    .updateTable('mailOutbox')
    .set({
      status,
      lastError: 'error' in outcome ? oneLine(outcome.error, 500) : null,
      leaseUntil: null,
      claimedBy: retry ? null : instance,
      sendStartedAt: retry ? null : row.sendStartedAt,
      nextAttemptAt: retry ? iso(now + BACKOFF_BASE_MS * 2 ** (row.attempts - 1)) : row.nextAttemptAt,
      finishedAt: retry ? null : iso(now),
    })
    .where('id', '=', row.id)
    .where('claimedBy', '=', instance)
    .execute();
  return status;
}

/** Hands back rows this instance claimed but never began (a stop between two emails). */
export async function releaseClaims(db: Kysely<DB>, instance: string, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('mailOutbox')
    .set({
      status: 'pending',
      claimedBy: null,
      leaseUntil: null,
      sendStartedAt: null,
      attempts: sql`attempts - 1`,
    })
    .where('id', 'in', ids)
    .where('claimedBy', '=', instance)
    .where('status', '=', 'sending')
    .execute();
}

/**
 * Claims whose lease ran out: the instance holding them stopped without saying how the send went.
 * A campaign's email it had begun to send becomes 'unknown' and is never sent again (at most once:
 * nobody hears of a launch twice); one it had not begun (the rest of its batch) goes back to
 * 'pending', as does any other email (at least once: a buyer's link must arrive).
 */
export async function expireLeases(db: Kysely<DB>, now = Date.now()): Promise<number> {
  // A read first: an idle worker looks every second, and on SQLite an UPDATE takes the write lock.
  const any = await db
    .selectFrom('mailOutbox')
    .select('id')
    .where('status', '=', 'sending')
    .where('leaseUntil', '<', iso(now))
    .limit(1)
    .executeTakeFirst();
  if (!any) return 0;
  const expired = () =>
    db.updateTable('mailOutbox').where('status', '=', 'sending').where('leaseUntil', '<', iso(now));
  const unknown = await expired()
    .where('kind', '=', 'campaign')
    .where('sendStartedAt', 'is not', null)
    .set({
      status: 'unknown',
      lastError: 'The instance sending it stopped before it said whether the email left.',
      finishedAt: iso(now),
      leaseUntil: null,
    })
    .executeTakeFirst();
  // A campaign's email not begun was never tried: its claim's attempt is given back. Any other email
  // may have been (nothing marks its hand-over): that attempt counts, so one that stops every
  // instance trying it cannot be tried for ever.
  const untried = await expired()
    .where('kind', '=', 'campaign')
    .where('sendStartedAt', 'is', null)
    .set({ status: 'pending', claimedBy: null, leaseUntil: null, attempts: sql`attempts - 1` })
    .executeTakeFirst();
  const again = await expired()
    .where('kind', '<>', 'campaign')
    .set({ status: 'pending', claimedBy: null, leaseUntil: null })
    .executeTakeFirst();
  return Number(unknown.numUpdatedRows) + Number(untried.numUpdatedRows) + Number(again.numUpdatedRows);
}
