import { extractVideoId, watchUrl } from '#shared/video.ts';
import { cn } from '#client/components/ui/cn.ts';
import { track } from '#client/lib/beacon.ts';
import { PlayBadge, VideoThumbnail } from '#client/components/ui/video-thumbnail.tsx';
import { i18n } from '#client/lib/i18n.ts';

interface WatchOverlayProps {
  placeId: number;
  url: string;
  name: string;
  /** The card is hovered or has focus: show (and only then load) the thumbnail. */
  revealed: boolean;
}

/**
 * The card's "Click to Watch" layer over the photo. The link is always there for keyboard users
 * (focusing the card reveals it); the thumbnail loads only once it is shown.
 */
export function WatchOverlay({ placeId, url, name, revealed }: WatchOverlayProps) {
  const videoId = extractVideoId(url);
  return (
    <a
      href={videoId ? watchUrl(videoId) : url}
      target="_blank"
      rel="noopener noreferrer"
      onClick={() => track('video_clicked', placeId)}
      aria-label={i18n._('Click to Watch the video of {name} (opens in a new tab)', { name })}
      className={cn(
        'absolute inset-0 flex items-center justify-center transition-opacity duration-200 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-white',
        revealed ? 'opacity-100' : 'opacity-0',
      )}
    >
      {revealed && (
        <>
          {videoId ? (
            <VideoThumbnail videoId={videoId} alt="" className="absolute inset-0 h-full w-full" />
          ) : (
            <span className="theme-light absolute inset-0 bg-slate-900" />
          )}
          <span className="theme-light absolute inset-0 bg-slate-950/45" />
          <span className="theme-light relative flex flex-col items-center gap-2 text-sm font-semibold text-white drop-shadow">
            <PlayBadge size={52} />
            {i18n._('Click to Watch')}
          </span>
        </>
      )}
    </a>
  );
}
