import { ChannelSchema } from './channel-schema';
import { z } from './zod';

/**
 * The media kit (issue 39): a page for sponsors, /media-kit, and its one-page PDF, /media-kit.pdf,
 * with the live figures the owner chooses, each with its period and the date it is as of. Off by
 * default: visitors get 404 until the owner turns it on.
 */
export const MEDIA_KIT_PATH = '/media-kit';
export const MEDIA_KIT_PDF_PATH = '/media-kit.pdf';

/**
 * /media-kit's head: served only while the owner has it on (src/server/pages/media-kit-page.ts), so
 * not in routes.ts' PAGES; its words are messages of the other pages' catalogue and the server's.
 */
export const MEDIA_KIT_META = {
  title: /*i18n*/ 'Media Kit',
  description:
    /*i18n*/ 'Fru World in live numbers for sponsors and advertisers: monthly visitors and views, the destinations opened most, embed reach, the channel and the waitlist.',
} as const;

/** The figures the owner may show, in the order the kit shows them. */
export const MEDIA_KIT_FIGURES = ['audience', 'destinations', 'embeds', 'channel', 'waitlist'] as const;
export type MediaKitFigure = (typeof MEDIA_KIT_FIGURES)[number];

/** How each figure is named in the owner's settings. */
export const MEDIA_KIT_FIGURE_LABELS: Record<MediaKitFigure, string> = {
  audience: 'Monthly visitors and views, with the trend',
  destinations: 'The destinations visitors open most',
  embeds: 'Embed reach: the sites that embed the map',
  channel: 'Channel numbers: subscribers, videos, views',
  waitlist: 'Trip Packs waitlist size',
};

/** The owner's media kit settings (GET and PUT /api/media-kit/settings). */
export const MediaKitSettingsSchema = z
  .strictObject({
    /** Public when true; visitors get 404 otherwise. */
    enabled: z.boolean(),
    /** Offered to search engines when true; `noindex` otherwise. */
    indexed: z.boolean(),
    /** The figures shown, each at most once. */
    figures: z
      .array(z.enum(MEDIA_KIT_FIGURES, 'must be one of the media kit figures'))
      .max(MEDIA_KIT_FIGURES.length)
      .refine((figures) => new Set(figures).size === figures.length, 'must name each figure at most once'),
  })
  .meta({ id: 'MediaKitSettings' });
export type MediaKitSettings = z.output<typeof MediaKitSettingsSchema>;

export const MEDIA_KIT_DEFAULTS: MediaKitSettings = {
  enabled: false,
  indexed: false,
  figures: [...MEDIA_KIT_FIGURES],
};

const Count = z.number().int().min(0);
/** The days a figure was counted over, both included (YYYY-MM-DD). */
const Period = z.strictObject({ from: z.string(), to: z.string() });
const Ranked = z.strictObject({ label: z.string(), visitors: Count, views: Count });

/** GET /api/media-kit: the figures the owner chose, as of `asOf`. A figure left out is absent. */
export const MediaKitSchema = z
  .strictObject({
    /** When the figures were read (ISO time). */
    asOf: z.string(),
    indexed: z.boolean(),
    audience: z
      .strictObject({
        period: Period,
        previousPeriod: Period,
        visitors: Count,
        views: Count,
        previousVisitors: Count,
        previousViews: Count,
      })
      .optional(),
    /** Public places only, most visitors first. */
    destinations: z.strictObject({ period: Period, rows: z.array(Ranked) }).optional(),
    /** The sites that showed the embedded map, by host. */
    embeds: z.strictObject({ period: Period, rows: z.array(Ranked) }).optional(),
    /** The channel card's figures; `asOf` null when they are the owner's own numbers. */
    channel: ChannelSchema.pick({
      subscribers: true,
      videos: true,
      views: true,
      live: true,
      asOf: true,
    }).optional(),
    waitlist: z.strictObject({ size: Count }).optional(),
  })
  .meta({ id: 'MediaKit' });
export type MediaKit = z.output<typeof MediaKitSchema>;

/** How many destinations and embedding sites the kit lists. */
export const MEDIA_KIT_TOP = 5;

/** A change in percent, rounded ("+12%", "-3%", "new" from nothing, "no change"). */
export function trendOf(now: number, before: number): string {
  if (before === 0) return now === 0 ? 'no change' : 'new';
  const percent = Math.round(((now - before) / before) * 100);
  if (percent === 0) return 'no change';
  return `${percent > 0 ? '+' : ''}${percent}%`;
}

const DAY_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "1 Nov 2026": a day or an ISO time, as the kit prints it (UTC). */
export const kitDate = (day: string) =>
  DAY_FORMAT.format(new Date(day.length === 10 ? `${day}T00:00:00Z` : day));

/** "31 Oct 2026 – 29 Nov 2026" */
export const periodText = (period: { from: string; to: string }) =>
  `${kitDate(period.from)} – ${kitDate(period.to)}`;

const NUMBER = new Intl.NumberFormat('en-US');
export const countText = (count: number) => NUMBER.format(count);

/** The lines of each figure, one list for the page and the PDF. */
export interface KitSection {
  figure: MediaKitFigure;
  heading: string;
  /** "Last 30 days: 31 Oct 2026 – 29 Nov 2026", or the channel's date. */
  period: string;
  rows: { label: string; value: string }[];
  /** Said when the figure has no rows yet. */
  empty?: string;
}

export function kitSections(kit: MediaKit): KitSection[] {
  const sections: KitSection[] = [];
  const asOf = `As of ${kitDate(kit.asOf)}`;
  const last30 = (period: { from: string; to: string }) => `Last 30 days, ${periodText(period)} · ${asOf}`;
  const { audience, destinations, embeds, channel, waitlist } = kit;
  if (audience)
    sections.push({
      figure: 'audience',
      heading: 'Monthly audience',
      period: last30(audience.period),
      rows: [
        {
          label: 'Visitors',
          value: `${countText(audience.visitors)} (${trendOf(audience.visitors, audience.previousVisitors)} vs previous 30 days)`,
        },
        {
          label: 'Page views',
          value: `${countText(audience.views)} (${trendOf(audience.views, audience.previousViews)} vs previous 30 days)`,
        },
      ],
    });
  const ranked = (rows: { label: string; visitors: number }[]) =>
    rows.map((row) => ({ label: row.label, value: `${countText(row.visitors)} visitors` }));
  if (destinations)
    sections.push({
      figure: 'destinations',
      heading: 'Most opened destinations',
      period: last30(destinations.period),
      rows: ranked(destinations.rows),
      empty: 'No destination opened yet.',
    });
  if (embeds)
    sections.push({
      figure: 'embeds',
      heading: 'Embed reach',
      period: last30(embeds.period),
      rows: ranked(embeds.rows),
      empty: 'No site has shown the embedded map yet.',
    });
  if (channel)
    sections.push({
      figure: 'channel',
      heading: 'YouTube channel',
      period: channel.asOf ? `YouTube figures as of ${kitDate(channel.asOf)}` : asOf,
      rows: [
        { label: 'Subscribers', value: channel.subscribers },
        { label: 'Videos', value: channel.videos },
        { label: 'Views', value: channel.views },
      ],
    });
  if (waitlist)
    sections.push({
      figure: 'waitlist',
      heading: 'Trip Packs waitlist',
      period: asOf,
      rows: [{ label: 'People waiting', value: countText(waitlist.size) }],
    });
  return sections;
}
