import nodemailer, { type Transporter } from 'nodemailer';
import { oneLine, parseMailbox } from './addresses';
import type { MailConfig } from './mail-config';
import type { SendOutcome } from './outbox';

/** One email as it leaves: both parts, to one plain address. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends through the SMTP server of SMTP_URL; exists only when SMTP_URL is set. */
export interface Mailer {
  send(mail: OutgoingMail, options: { atMostOnce: boolean }): Promise<SendOutcome>;
  close(): void;
}

/** Seconds an SMTP server gets to connect, greet and answer each command. */
const SMTP_TIMEOUT_MS = 30_000;

interface SmtpError {
  responseCode?: number;
  response?: string;
  code?: string;
  command?: string;
  message?: string;
}

/** What the server's answer (or its silence) means for this email. */
export function outcomeOfError(error: unknown, atMostOnce: boolean): SendOutcome {
  const e = (error ?? {}) as SmtpError;
  const said = oneLine(e.response ?? e.message ?? 'unknown error', 300);
  if (typeof e.responseCode === 'number') {
    if (e.responseCode >= 500) return { status: 'failed', error: said };
    if (e.responseCode >= 400) return { status: 'retry', error: said };
  }
  // No connection at all: nothing left, so trying again later sends it once.
  if (e.code === 'ECONNECTION' || e.code === 'EDNS' || e.command === 'CONN')
    return { status: 'retry', error: said };
  // The connection broke after the message may have gone: a campaign never risks a second copy.
  return atMostOnce ? { status: 'unknown', error: said } : { status: 'retry', error: said };
}

/** The mailer of this configuration; undefined without SMTP (callers say email is not configured). */
export function createMailer(config: MailConfig | undefined): Mailer | undefined {
  if (!config) return undefined;
  const from = parseMailbox(config.from);
  if (!from) throw new Error('MAIL_FROM is not a sendable address');
  const transport: Transporter = nodemailer.createTransport({
    url: config.smtpUrl,
    pool: true,
    maxConnections: 1,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
    // Nothing of a message is read from files or URLs named in it.
    disableFileAccess: true,
    disableUrlAccess: true,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    async send(mail, { atMostOnce }) {
      try {
        const info = await transport.sendMail({
          from: { name: from.name, address: from.address },
          to: { name: '', address: mail.to },
          subject: oneLine(mail.subject),
          text: mail.text,
          html: mail.html,
          disableFileAccess: true,
          disableUrlAccess: true,
        });
        if ((info.rejected ?? []).length > 0)
          return { status: 'failed', error: oneLine(String(info.response ?? 'address refused')) };
        return { status: 'sent' };
      } catch (error) {
        return outcomeOfError(error, atMostOnce);
      }
    },
    close: () => transport.close(),
  };
}
