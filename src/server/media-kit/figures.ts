import type { Kysely } from 'kysely';
import type { Summary, TopRow } from '#shared/analytics/summary.ts';
import { MEDIA_KIT_TOP, type MediaKit, type MediaKitSettings } from '#shared/media-kit.ts';
import { rangeOf, summaryOf } from '#server/analytics/summary.ts';
import type { ChannelService } from '#server/channel/service.ts';
import type { DB } from '#server/db/schema.ts';

/** The audience figures are read at most this often per instance: a public page must not run the dashboard's queries per request. */
export const AUDIENCE_TTL_MS = 5 * 60_000;

type Audience = Pick<MediaKit, 'audience' | 'destinations' | 'embeds'>;

/** The places of `rows` that visitors may see (not private, not in the trash), in their order. */
async function publicPlaces(db: Kysely<DB>, rows: TopRow[]): Promise<TopRow[]> {
  const ids = rows.map((row) => Number(row.value)).filter(Number.isSafeInteger);
  if (ids.length === 0) return [];
  const visible = await db
    .selectFrom('locations')
    .select(['id', 'name'])
    .where('id', 'in', ids)
    .where('isPrivate', '=', 0)
    .where('deletedAt', 'is', null)
    .execute();
  const nameOf = new Map(visible.map((place) => [String(place.id), place.name]));
  return rows.flatMap((row) => {
    const name = nameOf.get(row.value);
    return name === undefined ? [] : [{ ...row, label: name }];
  });
}

const ranked = (rows: TopRow[]) =>
  rows.slice(0, MEDIA_KIT_TOP).map(({ label, visitors, views }) => ({ label, visitors, views }));

/** The last 30 days (today included) beside the 30 before, from the dashboard's summary. */
async function readAudience(db: Kysely<DB>, now: Date): Promise<Audience> {
  const summary: Summary = await summaryOf(db, rangeOf({}, now));
  const period = summary.range;
  return {
    audience: {
      period,
      previousPeriod: summary.previousRange,
      visitors: summary.totals.visitors,
      views: summary.totals.views,
      previousVisitors: summary.previousTotals.visitors,
      previousViews: summary.previousTotals.views,
    },
    destinations: { period, rows: ranked(await publicPlaces(db, summary.tops.places)) },
    embeds: { period, rows: ranked(summary.tops.embeds) },
  };
}

/**
 * The media kit's figures: the owner's settings are read on every request (a figure turned off is
 * gone at once), the audience at most every AUDIENCE_TTL_MS, the channel and the waitlist live.
 */
export class MediaKitFigures {
  #audience: { at: number; asOf: string; value: Promise<Audience> } | undefined;

  /**
   * `countNew` counts the visits written since the last background count (the dashboard does the
   * same before it answers), so a fresh read is not held for five minutes without them.
   */
  constructor(
    private readonly db: Kysely<DB>,
    private readonly channel: ChannelService,
    private readonly countNew: () => Promise<unknown> = async () => {},
  ) {}

  /** Forgets the audience read (the owner changed the settings, or a test seeded events). */
  forget(): void {
    this.#audience = undefined;
  }

  async read(settings: MediaKitSettings, now = new Date()): Promise<MediaKit> {
    const shown = new Set(settings.figures);
    const kit: MediaKit = { asOf: now.toISOString(), indexed: settings.indexed };
    if (shown.has('audience') || shown.has('destinations') || shown.has('embeds')) {
      const { asOf, value } = this.#audienceAt(now);
      const audience = await value;
      kit.asOf = asOf;
      if (shown.has('audience')) kit.audience = audience.audience;
      if (shown.has('destinations')) kit.destinations = audience.destinations;
      if (shown.has('embeds')) kit.embeds = audience.embeds;
    }
    if (shown.has('channel')) {
      const { subscribers, videos, views, live, asOf } = await this.channel.read();
      kit.channel = { subscribers, videos, views, live, asOf };
    }
    if (shown.has('waitlist')) {
      const { size } = await this.db
        .selectFrom('waitlist')
        .select((eb) => eb.fn.countAll<number | string>().as('size'))
        .executeTakeFirstOrThrow();
      kit.waitlist = { size: Number(size) };
    }
    return kit;
  }

  #audienceAt(now: Date) {
    const cached = this.#audience;
    if (cached && now.getTime() - cached.at < AUDIENCE_TTL_MS) return cached;
    const value = this.countNew().then(() => readAudience(this.db, now));
    const entry = { at: now.getTime(), asOf: now.toISOString(), value };
    this.#audience = entry;
    // A failed read is not kept: the next request tries again.
    value.catch(() => {
      if (this.#audience === entry) this.#audience = undefined;
    });
    return entry;
  }
}
