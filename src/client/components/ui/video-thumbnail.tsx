import { useState, type SyntheticEvent } from 'react';
import { THUMBNAIL_SIZES, thumbnailUrl } from '#shared/video.ts';
import { cn } from './cn';
import { PlayIcon } from './icons';

/** YouTube answers a missing size with a 120-pixel grey placeholder instead of an error. */
const PLACEHOLDER_WIDTH = 120;

interface VideoThumbnailProps {
  videoId: string;
  alt: string;
  className?: string;
  /** Where the size ladder starts: the best size first, then smaller ones when one fails. */
  start?: (typeof THUMBNAIL_SIZES)[number];
}

/** A video's thumbnail, best size first, falling back to a smaller size when one fails to load. */
export function VideoThumbnail({ videoId, alt, className, start = 'maxresdefault' }: VideoThumbnailProps) {
  const first = Math.max(0, THUMBNAIL_SIZES.indexOf(start));
  const [attempt, setAttempt] = useState({ videoId, step: first });
  // A different video starts again from the best size.
  const step = attempt.videoId === videoId ? attempt.step : first;
  const size = THUMBNAIL_SIZES[step];
  const fallBack = () => setAttempt({ videoId, step: step + 1 });

  if (!size) {
    return (
      <div
        className={cn('theme-light flex items-center justify-center bg-slate-800 text-white/80', className)}
        role="img"
        aria-label={alt}
      >
        <PlayIcon size={36} />
      </div>
    );
  }
  const onLoad = (event: SyntheticEvent<HTMLImageElement>) => {
    if (size !== 'default' && event.currentTarget.naturalWidth === PLACEHOLDER_WIDTH) fallBack();
  };
  return (
    <img
      key={size}
      src={thumbnailUrl(videoId, size)}
      alt={alt}
      className={cn('theme-light bg-slate-800 object-cover', className)}
      loading="lazy"
      decoding="async"
      onError={fallBack}
      onLoad={onLoad}
    />
  );
}

/** The round red play mark drawn over video thumbnails. */
export function PlayBadge({ size = 48 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
      className="drop-shadow-lg"
    >
      <circle cx="24" cy="24" r="24" fill="#dc2626" />
      <path d="M19 15.5v17l14-8.5-14-8.5Z" fill="#fff" />
    </svg>
  );
}
