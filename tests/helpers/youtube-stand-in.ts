import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// YouTube on a free local port, for the channel card's tests: the Data API's channels.list under
// /youtube/v3 and the channel feed under /feeds/videos.xml, each answering as `mode` says.

export const CHANNEL_ID = 'UCfruWorld0123456789abcd';

export type StatisticsMode = 'good' | 'quota' | 'hang' | 'malformed' | 'server-error';
export type FeedMode = 'good' | 'hang' | 'malformed';

export interface StandInVideo {
  videoId: string;
  title: string;
  published: string;
}

/** Eight videos, the oldest first; the card lists the newest six. */
export const FEED_VIDEOS: StandInVideo[] = Array.from({ length: 8 }, (_, index) => ({
  videoId: `vid${String(index).padStart(2, '0')}_abcde`,
  title: index === 7 ? 'Tacos & <b>tortas</b> in Oaxaca' : `Trip number ${index + 1}`,
  published: `2026-11-${String(index + 10).padStart(2, '0')}T12:00:00+00:00`,
}));

const xml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

function feedXml(videos: StandInVideo[]): string {
  const entries = videos.map(
    (video) => `<entry>
  <id>yt:video:${video.videoId}</id>
  <yt:videoId>${video.videoId}</yt:videoId>
  <yt:channelId>${CHANNEL_ID}</yt:channelId>
  <title>${xml(video.title)}</title>
  <link rel="alternate" href="https://www.youtube.com/watch?v=${video.videoId}"/>
  <published>${video.published}</published>
  <media:group><media:title>${xml(video.title)}</media:title></media:group>
</entry>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns:yt="http://www.youtube.com/xml/schemas/2015" xmlns:media="http://search.yahoo.com/mrss/" xmlns="http://www.w3.org/2005/Atom">
<title>Fru World</title>
${entries.join('\n')}
</feed>`;
}

export interface YouTubeStandIn {
  /** YOUTUBE_API_URL and YOUTUBE_FEED_URL pointing here, with a key. */
  env: Record<string, string>;
  statisticsRequests: URL[];
  feedRequests: URL[];
  statistics: { subscriberCount: string; videoCount: string; viewCount: string };
  statisticsMode: StatisticsMode;
  feedMode: FeedMode;
  videos: StandInVideo[];
  close(): Promise<void>;
}

export async function startYouTubeStandIn(): Promise<YouTubeStandIn> {
  const hanging: ServerResponse[] = [];
  const standIn: Omit<YouTubeStandIn, 'env' | 'close'> = {
    statisticsRequests: [],
    feedRequests: [],
    statistics: { subscriberCount: '1250', videoCount: '47', viewCount: '51234' },
    statisticsMode: 'good',
    feedMode: 'good',
    videos: FEED_VIDEOS,
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/youtube/v3/channels') {
      standIn.statisticsRequests.push(url);
      const mode = standIn.statisticsMode;
      if (mode === 'hang') return void hanging.push(response);
      if (mode === 'quota') {
        // Google's answer when the day's quota is spent.
        response.writeHead(403, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            error: {
              code: 403,
              message: 'The request cannot be completed because you have exceeded your quota.',
              errors: [{ message: 'quota', domain: 'youtube.quota', reason: 'quotaExceeded' }],
            },
          }),
        );
        return;
      }
      if (mode === 'server-error') return void response.writeHead(503).end('Backend Error');
      if (mode === 'malformed')
        return void response.writeHead(200, { 'content-type': 'application/json' }).end('{"items": [{"stat');
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          kind: 'youtube#channelListResponse',
          pageInfo: { totalResults: 1, resultsPerPage: 5 },
          items: [
            {
              kind: 'youtube#channel',
              id: url.searchParams.get('id'),
              statistics: { ...standIn.statistics, hiddenSubscriberCount: false },
            },
          ],
        }),
      );
      return;
    }
    if (url.pathname === '/feeds/videos.xml') {
      standIn.feedRequests.push(url);
      if (standIn.feedMode === 'hang') return void hanging.push(response);
      if (standIn.feedMode === 'malformed')
        return void response.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Oops');
      response.writeHead(200, { 'content-type': 'application/atom+xml' }).end(feedXml(standIn.videos));
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(standIn, {
    env: {
      YOUTUBE_API_KEY: 'test-key-not-secret',
      YOUTUBE_API_URL: `${base}/youtube/v3`,
      YOUTUBE_FEED_URL: `${base}/feeds/videos.xml`,
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
