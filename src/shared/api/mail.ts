import { z } from '../zod';
import { NO_NUL, NUL_MESSAGE } from '../location-schema';
import { LocationIdSchema } from '../ids';
import { defineRoute } from './define';
import { CAMPAIGN_LIMITS } from '../forms';

const TAG = 'Email';
const WHAT = 'That campaign';

/** The highest price a pack may have, in the currency's minor unit (1,000,000.00). */
export const PRICE_MAX = 100_000_000;

const text = (label: string, max: number) =>
  z
    .string({
      error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`),
    })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is at most ${max} characters`)
    .refine(NO_NUL, NUL_MESSAGE);

/** A header's value: one line, so no field can add a header of its own. */
const oneLine = (label: string, max: number) =>
  text(label, max).refine((value) => !/[\r\n\u2028\u2029]/.test(value), `${label} must be one line`);

const httpUrl = (label: string) =>
  z
    .string({ error: `${label} must be a link` })
    .trim()
    .max(2000, `${label} is at most 2000 characters`)
    .refine((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'http:' || url.protocol === 'https:') && !/\s/.test(value);
      } catch {
        return false;
      }
    }, `${label} must be an http(s) link`);

const currency = z
  .string({ error: 'Currency must be a three-letter code (USD, EUR)' })
  .regex(/^[A-Z]{3}$/, 'Currency must be a three-letter code in capitals (USD, EUR)')
  .refine((code) => {
    try {
      new Intl.NumberFormat('en', { style: 'currency', currency: code });
      return true;
    } catch {
      return false;
    }
  }, 'Currency is not a known currency code');

export const LaunchPackSchema = z
  .strictObject({
    title: oneLine('Pack title', 200),
    url: httpUrl('Pack link'),
    price: z
      .int({ error: 'Price must be a whole number of cents' })
      .min(1, 'Price must be positive')
      .max(PRICE_MAX, `Price is at most ${PRICE_MAX} cents`),
    currency,
  })
  .meta({ id: 'LaunchPack' });

export const NewCampaignSchema = z
  .strictObject({
    subject: oneLine('Subject', CAMPAIGN_LIMITS.subject),
    message: text('Message', CAMPAIGN_LIMITS.message),
    pack: LaunchPackSchema.optional(),
  })
  .meta({ id: 'NewCampaign' });

export const CampaignStateSchema = z
  .strictObject({
    state: z.enum(['running', 'paused'], { error: 'State must be running or paused' }),
  })
  .meta({ id: 'CampaignStatePatch' });

export const CampaignProgressSchema = z.strictObject({
  total: z.int(),
  sent: z.int(),
  failed: z.int(),
  /** Sent by an instance that stopped before it could say whether the email left: never sent again. */
  unknown: z.int(),
  /** The subscriber left the list before their turn. */
  skipped: z.int(),
  pending: z.int(),
});

export const CampaignSchema = z
  .strictObject({
    id: z.int(),
    subject: z.string(),
    message: z.string(),
    pack: z
      .strictObject({ title: z.string(), url: z.string(), price: z.int(), currency: z.string() })
      .nullable(),
    state: z.enum(['running', 'paused', 'done']),
    startedAt: z.string(),
    progress: CampaignProgressSchema,
  })
  .meta({ id: 'Campaign' });
export type Campaign = z.output<typeof CampaignSchema>;

export const CampaignsSchema = z
  .strictObject({
    /** False without SMTP_URL: no email can be sent, and starting a campaign is refused. */
    configured: z.boolean(),
    ratePerMinute: z.int().nullable(),
    campaigns: z.array(CampaignSchema),
  })
  .meta({ id: 'Campaigns' });
export type Campaigns = z.output<typeof CampaignsSchema>;

const IdParams = z.object({ id: LocationIdSchema });

export const mailApi = {
  campaigns: defineRoute({
    method: 'GET',
    path: '/api/mail/campaigns',
    tag: TAG,
    summary: 'Whether email is configured, and every waitlist campaign with its progress, newest first.',
    access: 'owner',
    response: CampaignsSchema,
    errors: [],
  }),
  startCampaign: defineRoute({
    method: 'POST',
    path: '/api/mail/campaigns',
    tag: TAG,
    summary:
      'Tells the waitlist: one email per subscriber, with their leave link, sent in batches at MAIL_RATE_PER_MINUTE (Idempotency-Key).',
    access: 'owner',
    body: NewCampaignSchema,
    response: CampaignSchema,
    status: 201,
    headers: ['Idempotency-Key'],
    errors: ['invalid_input', 'mail_not_configured'],
  }),
  campaign: defineRoute({
    method: 'GET',
    path: '/api/mail/campaigns/:id',
    tag: TAG,
    summary: 'One campaign and its progress: total, sent, failed, unknown, skipped, pending.',
    access: 'owner',
    params: IdParams,
    notFound: WHAT,
    response: CampaignSchema,
    errors: ['not_found'],
  }),
  setCampaignState: defineRoute({
    method: 'PATCH',
    path: '/api/mail/campaigns/:id',
    tag: TAG,
    summary: 'Pauses a campaign (the email being sent finishes) or resumes it.',
    access: 'owner',
    params: IdParams,
    notFound: WHAT,
    body: CampaignStateSchema,
    response: CampaignSchema,
    errors: ['not_found', 'invalid_input', 'mail_not_configured'],
  }),
};
