import type { LatestVideo } from '#shared/channel-schema.ts';
import { watchUrl } from '#shared/video.ts';
import { i18n } from '#client/lib/i18n.ts';

const published = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/**
 * The channel's newest videos as links (text only: a thumbnail from i.ytimg.com would send the
 * visitor's address to a third party before any click).
 */
export function LatestVideos({ videos }: { videos: LatestVideo[] }) {
  if (videos.length === 0) return null;
  return (
    <div className="mt-5 border-t border-white/20 pt-4">
      <h3 id="latest-videos-heading" className="text-sm font-semibold tracking-wide text-teal-50 uppercase">
        {i18n._('Latest videos')}
      </h3>
      <ul aria-labelledby="latest-videos-heading" className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {videos.map((video) => (
          <li key={video.videoId}>
            <a
              href={watchUrl(video.videoId)}
              target="_blank"
              rel="noopener noreferrer"
              className="block h-full rounded-xl bg-white/10 px-3 py-2 hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
            >
              <span className="line-clamp-2 font-semibold">{video.title}</span>
              <span className="mt-1 block text-xs text-teal-50">
                <time dateTime={video.published}>{published.format(new Date(video.published))}</time>
                <span className="sr-only"> (opens in a new tab)</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
