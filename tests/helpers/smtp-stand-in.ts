import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

// A local SMTP server standing in for the site's mail provider: the real nodemailer client talks
// to it over SMTP. It records every message it accepts (raw and parsed with mailparser), refuses
// the addresses it is told to with 550, and answers 451 a given number of times to others.

export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO). */
  to: string[];
  from: string;
  raw: string;
  parsed: ParsedMail;
}

export interface SmtpStandIn {
  /** smtp://user:password@127.0.0.1:port */
  url: string;
  received: ReceivedMail[];
  /** Recipients answered 550 at RCPT TO. */
  refuse(address: string): void;
  /** The next `times` deliveries to this address are answered 451 (try again later). */
  deferOnce(address: string, times?: number): void;
  /** Each accepted message is held this long before the server answers (a slow provider). */
  delayMs: number;
  /** How many messages each recipient received. */
  countsByRecipient(): Map<string, number>;
  waitFor(predicate: () => boolean, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export const SMTP_USER = 'fru';
export const SMTP_PASSWORD = 'stand-in-secret';

export async function startSmtpStandIn(): Promise<SmtpStandIn> {
  const received: ReceivedMail[] = [];
  const refused = new Set<string>();
  const deferred = new Map<string, number>();
  const standIn = { delayMs: 0 };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: SMTP_USER });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      const to = address.address.toLowerCase();
      if (refused.has(to)) {
        const error = Object.assign(new Error('5.1.1 No such user here'), { responseCode: 550 });
        callback(error);
        return;
      }
      const left = deferred.get(to) ?? 0;
      if (left > 0) {
        deferred.set(to, left - 1);
        callback(Object.assign(new Error('4.2.1 Mailbox busy, try again later'), { responseCode: 451 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        void simpleParser(raw).then((parsed) => {
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            raw,
            parsed,
          });
          setTimeout(() => callback(), standIn.delayMs);
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`,
    received,
    refuse: (address) => void refused.add(address.toLowerCase()),
    deferOnce: (address, times = 1) => void deferred.set(address.toLowerCase(), times),
    get delayMs() {
      return standIn.delayMs;
    },
    set delayMs(ms: number) {
      standIn.delayMs = ms;
    },
    countsByRecipient() {
      const counts = new Map<string, number>();
      for (const mail of received) for (const to of mail.to) counts.set(to, (counts.get(to) ?? 0) + 1);
      return counts;
    },
    async waitFor(predicate, timeoutMs = 20_000) {
      const until = Date.now() + timeoutMs;
      while (!predicate()) {
        if (Date.now() > until) throw new Error(`the SMTP stand-in waited ${timeoutMs} ms in vain`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
