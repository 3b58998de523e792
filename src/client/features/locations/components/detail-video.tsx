import { extractVideoId, watchUrl } from '#shared/video.ts';
import { Carousel } from '#client/components/ui/carousel.tsx';
import { VideoThumbnail } from '#client/components/ui/video-thumbnail.tsx';
import { PlayIcon } from '#client/components/ui/icons.tsx';
import { track } from '#client/lib/beacon.ts';
import { i18n } from '#client/lib/i18n.ts';
import { numberedVideo, videoButtons } from './visitor-words';

/** The place's videos as thumbnails that open the video in a new tab. */
export function DetailVideo({
  placeId,
  name,
  urls,
}: {
  placeId: number;
  name: string;
  urls: readonly string[];
}) {
  if (urls.length === 0) return <p className="text-sm text-slate-600">{i18n._('No video yet.')}</p>;
  return (
    <Carousel
      items={urls}
      label={i18n._('Videos of {name}', { name })}
      buttons={videoButtons()}
      className="rounded-xl"
    >
      {(url, index) => {
        const id = extractVideoId(url);
        const title =
          urls.length > 1
            ? numberedVideo(name, index, urls.length)
            : i18n._('Watch the video of {name}', { name });
        return (
          <a
            href={id ? watchUrl(id) : url}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => track('video_clicked', placeId)}
            className="group relative block overflow-hidden rounded-xl"
            aria-label={i18n._('{title} (opens in a new tab)', { title })}
          >
            {id ? (
              <VideoThumbnail videoId={id} alt="" start="hqdefault" className="aspect-video w-full" />
            ) : (
              <div className="theme-light flex aspect-video w-full items-center justify-center bg-slate-800 px-6 text-center text-sm break-all text-white/90">
                {url}
              </div>
            )}
            <span
              className="theme-light absolute inset-0 flex items-center justify-center bg-slate-900/20 transition-colors group-hover:bg-slate-900/35"
              aria-hidden="true"
            >
              <span className="theme-light flex h-14 w-14 items-center justify-center rounded-full bg-red-600 text-white shadow-lg">
                <PlayIcon size={28} />
              </span>
            </span>
          </a>
        );
      }}
    </Carousel>
  );
}
