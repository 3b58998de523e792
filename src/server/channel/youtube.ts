import { DOMParser } from '@xmldom/xmldom';
import { z } from 'zod';
import { LatestVideoSchema, type LatestVideo } from '#shared/channel-schema.ts';
import { childText, elements, type XmlDocument } from '#shared/import/parse-xml.ts';

/** The channel's figures as YouTube counts them (subscribers null when the channel hides them). */
export interface ChannelStatistics {
  subscribers: number | null;
  videos: number;
  views: number;
}

export interface YouTubeSource {
  apiKey: string | undefined;
  apiUrl: string;
  feedUrl: string;
  timeoutMs: number;
}

/** Why an answer was not used: one line for the log, never the key or the URL that holds it. */
export class ChannelFetchError extends Error {}

/** An answer larger than this is not a channel's statistics or feed (the feed is ~30 KB). */
const MAX_ANSWER_BYTES = 1024 * 1024;

const count = z.coerce.number().int().nonnegative();
const StatisticsAnswer = z.object({
  items: z
    .array(
      z.object({
        statistics: z.object({
          viewCount: count,
          videoCount: count,
          subscriberCount: count.optional(),
          hiddenSubscriberCount: z.boolean().optional(),
        }),
      }),
    )
    .optional(),
});
const GoogleError = z.object({
  error: z.object({
    code: z.number().optional(),
    errors: z.array(z.object({ reason: z.string() })).optional(),
  }),
});

async function getText(url: URL, source: YouTubeSource, what: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(source.timeoutMs), redirect: 'follow' });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ChannelFetchError(
      timedOut ? `${what}: no answer within ${source.timeoutMs} ms` : `${what}: could not connect`,
    );
  }
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw new ChannelFetchError(`${what}: the answer was cut off or came too slowly`);
  }
  if (!response.ok) {
    // Google's error JSON names the reason (quotaExceeded, keyInvalid, …); the body is not logged.
    const parsed = GoogleError.safeParse(safeJson(text));
    const reason = parsed.success ? parsed.data.error.errors?.[0]?.reason : undefined;
    throw new ChannelFetchError(`${what}: HTTP ${response.status}${reason ? ` (${reason})` : ''}`);
  }
  if (text.length > MAX_ANSWER_BYTES) throw new ChannelFetchError(`${what}: the answer is too large`);
  return text;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** channels.list, part statistics: one quota unit. */
export async function fetchStatistics(source: YouTubeSource, channelId: string): Promise<ChannelStatistics> {
  if (!source.apiKey) throw new ChannelFetchError('YouTube Data API: no key');
  const url = new URL(`${source.apiUrl}/channels`);
  url.search = new URLSearchParams({ part: 'statistics', id: channelId, key: source.apiKey }).toString();
  const text = await getText(url, source, 'YouTube Data API');
  const parsed = StatisticsAnswer.safeParse(safeJson(text));
  if (!parsed.success) throw new ChannelFetchError('YouTube Data API: the answer is not channel statistics');
  const statistics = parsed.data.items?.[0]?.statistics;
  if (!statistics) throw new ChannelFetchError('YouTube Data API: no channel has this id');
  return {
    subscribers: statistics.hiddenSubscriberCount === true ? null : (statistics.subscriberCount ?? null),
    videos: statistics.videoCount,
    views: statistics.viewCount,
  };
}

/**
 * The channel's public Atom feed (no key, no quota): every video it lists (YouTube's holds the
 * newest 15), newest first. The card shows the first LATEST_VIDEOS_MAX; all of their dates are kept.
 */
export async function fetchLatestVideos(source: YouTubeSource, channelId: string): Promise<LatestVideo[]> {
  const url = new URL(source.feedUrl);
  url.searchParams.set('channel_id', channelId);
  const text = await getText(url, source, 'YouTube feed');
  // Entities that expand into entities would fill the memory; a feed never declares any.
  if (/<!ENTITY/i.test(text) || /<!DOCTYPE[^>[]*\[/i.test(text))
    throw new ChannelFetchError('YouTube feed: the answer declares XML entities');
  let doc: XmlDocument;
  try {
    doc = new DOMParser({ onError: () => undefined }).parseFromString(text, 'text/xml');
  } catch {
    throw new ChannelFetchError('YouTube feed: the answer is not XML');
  }
  if (doc.documentElement?.localName !== 'feed')
    throw new ChannelFetchError('YouTube feed: the answer is not an Atom feed');
  const videos: LatestVideo[] = [];
  for (const entry of elements(doc, 'entry')) {
    const candidate = LatestVideoSchema.safeParse({
      videoId: childText(entry, 'videoId'),
      title: childText(entry, 'title') ?? '',
      published: childText(entry, 'published'),
    });
    const published = candidate.success ? Date.parse(candidate.data.published) : NaN;
    // An entry without a proper id or date is left out; the others still count.
    if (candidate.success && Number.isFinite(published))
      videos.push({ ...candidate.data, published: new Date(published).toISOString() });
  }
  return videos.sort((a, b) => b.published.localeCompare(a.published));
}
