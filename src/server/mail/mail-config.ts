import { z } from 'zod';
import { parseMailbox } from './addresses';

/** How many emails a minute leave the outbox (all instances together) unless MAIL_RATE_PER_MINUTE says. */
export const MAIL_RATE_DEFAULT = 60;

/** The mail settings of the environment, checked at start (see docs/configuration.md). */
export const MailEnvSchema = {
  SMTP_URL: z
    .string()
    .trim()
    .refine((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
      } catch {
        return false;
      }
    }, 'must be an smtp:// or smtps:// URL with a host (smtp://user:password@mail.example.com:587)')
    .optional(),
  MAIL_FROM: z
    .string()
    .refine(
      (value) => parseMailbox(value) !== undefined,
      'must be an address, or a name and an address: Fru World <hello@example.com> (one line)',
    )
    .optional(),
  MAIL_RATE_PER_MINUTE: z.coerce
    .number({ error: 'must be a number of emails a minute' })
    .int('must be a whole number of emails a minute')
    .min(1, 'must be 1 to 100000 emails a minute')
    .max(100_000, 'must be 1 to 100000 emails a minute')
    .default(MAIL_RATE_DEFAULT),
};

export interface MailConfig {
  /** The SMTP server to send through; unset, the site sends no email and says so. */
  smtpUrl: string;
  /** The From header of every email. */
  from: string;
  /** Emails a minute, all instances together. */
  ratePerMinute: number;
}

/** The mail settings, or undefined without SMTP_URL; an error message naming the variable when one is wrong. */
export function mailConfigOf(env: {
  SMTP_URL?: string | undefined;
  MAIL_FROM?: string | undefined;
  MAIL_RATE_PER_MINUTE: number;
}): MailConfig | undefined | string {
  if (env.SMTP_URL === undefined) return undefined;
  if (env.MAIL_FROM === undefined)
    return 'Invalid environment variable MAIL_FROM: must be set when SMTP_URL is (the From of every email)';
  return { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, ratePerMinute: env.MAIL_RATE_PER_MINUTE };
}
