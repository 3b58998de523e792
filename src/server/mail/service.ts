import type { FastifyInstance } from 'fastify';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/index.ts';
import { createMailer } from './mailer';
import { enqueueMail, type NewMail } from './outbox';
import type { MailKind } from './mail-tables';
import { MailWorker, type MailFollower } from './worker';

/** Email on this instance: present only when SMTP_URL is set (callers say "email is not configured"). */
export interface MailService {
  /** Stores the email in the outbox and wakes this instance's worker; idempotent by dedupeKey. */
  enqueue(mail: NewMail): Promise<{ id: number; created: boolean }>;
  /** Look at the outbox now (a campaign started or resumed). */
  wake(): void;
  /** Tells `follower` how each email of `kind` this instance sends went (sent, failed, tried again). */
  follow(kind: MailKind, follower: MailFollower): void;
  ratePerMinute: number;
}

/** Starts the outbox's worker when the app is ready and stops it, gently, when the app closes. */
export function registerMail(
  app: FastifyInstance,
  database: Database,
  config: Config,
): MailService | undefined {
  const mailer = createMailer(config.mail);
  if (!mailer || !config.mail) {
    if (config.mail === undefined) app.log.info('SMTP_URL is not set: the site sends no email');
    return undefined;
  }
  const worker = new MailWorker(database, mailer, {
    ratePerMinute: config.mail.ratePerMinute,
    siteUrl: config.siteUrl,
    log: app.log,
  });
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', () => worker.stop());
  return {
    async enqueue(mail) {
      const stored = await enqueueMail(database.db, mail);
      worker.wake();
      return stored;
    },
    wake: () => worker.wake(),
    follow: (kind, follower) => worker.follow(kind, follower),
    ratePerMinute: config.mail.ratePerMinute,
  };
}
