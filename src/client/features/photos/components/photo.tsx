import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { typeEmoji } from '#shared/location-types.ts';
import { photoSrcSet, shownPhotoSrc, uploadedPhotoId, type PhotoInfo } from '#shared/media.ts';
import { cn } from '#client/components/ui/cn.ts';
import { loadPlaceholderDecoder, placeholderUrl } from '../photo-placeholder';

const TONES = {
  /** Cards, the popup, lists: light, behind dark text. */
  soft: 'from-teal-50 via-sky-50 to-amber-50',
  /** The detail modal's header: under the white title bar's shadow. */
  bold: 'from-teal-600 via-emerald-600 to-sky-700',
} as const;
export type FallbackTone = keyof typeof TONES;

/** What stands where a place has no photo, or where its photo does not load: the type's emoji on a gradient. */
export function PhotoFallback({
  type,
  alt = '',
  tone = 'soft',
  className,
  emojiClassName = 'text-5xl',
}: {
  type: string;
  /** The missing photo's description: said by screen readers; empty for a decorative one. */
  alt?: string;
  tone?: FallbackTone;
  className?: string;
  emojiClassName?: string;
}) {
  return (
    <div
      {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      data-photo="fallback"
      className={cn('flex items-center justify-center bg-gradient-to-br', TONES[tone], className)}
    >
      <span aria-hidden="true" className={cn(emojiClassName, tone === 'bold' && 'drop-shadow')}>
        {typeEmoji(type)}
      </span>
    </div>
  );
}

export interface PhotoProps {
  url: string;
  /**
   * The place's `photoInfo[url]`: present for an uploaded photo, undefined for a typed link (a form's
   * fresh uploads: knownPhotoInfo, from public-owner.ts).
   */
  info?: PhotoInfo;
  alt: string;
  /** The place's type: its emoji stands in when the photo does not load. */
  type: string;
  /** How wide the photo is drawn on this surface (the `sizes` attribute), e.g. "56px". */
  sizes: string;
  /** Size and shape, given to the image and to the fallback alike. */
  className?: string;
  /**
   * Lazy by default, which also loads a photo on screen at once: an eager image starts its request
   * before React puts it in its <picture>, and would then fetch the AVIF a second time.
   */
  loading?: 'lazy' | 'eager';
  tone?: FallbackTone;
  emojiClassName?: string;
}

/**
 * A place's photo on any surface. An uploaded one comes as AVIF or WebP in the width `sizes` asks
 * for (a phone's card never loads the 2048 px file), with its blurred preview drawn at once behind
 * it until it has loaded. Any photo that fails to load, uploaded or a link typed by hand, gives way
 * to the type's emoji on a gradient: never the browser's broken-image icon.
 */
export function Photo({
  url,
  info: given,
  alt,
  type,
  sizes,
  className,
  loading = 'lazy',
  tone,
  emojiClassName,
}: PhotoProps) {
  // Keyed by the link: a carousel (or an edited list) that shows another photo starts afresh.
  const [failed, setFailed] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<string | null>(null);
  const image = useRef<HTMLImageElement>(null);
  const id = uploadedPhotoId(url);
  const info = id ? given : undefined;

  // The preview's decoder arrives with the first uploaded photo; drawn as soon as it is there.
  const [, setDecoderReady] = useState(false);
  const needsDecoder = info !== undefined && placeholderUrl(info.placeholder) === undefined;
  useEffect(() => {
    if (needsDecoder) void loadPlaceholderDecoder().then(() => setDecoderReady(true));
  }, [needsDecoder]);

  // A photo already in the memory cache may be complete before the load event is listened to.
  useLayoutEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth > 0) setLoaded(url);
  }, [url]);

  if (failed === url)
    return (
      <PhotoFallback
        type={type}
        alt={alt}
        tone={tone}
        className={className}
        emojiClassName={emojiClassName}
      />
    );

  const done = loaded === url;
  const common = {
    ref: image,
    alt,
    loading,
    decoding: 'async' as const,
    className,
    onLoad: () => setLoaded(url),
    onError: () => setFailed(url),
    'data-photo': done ? 'loaded' : 'loading',
  };

  if (!id || !info) {
    // A link typed by hand comes through this site's server: the visitor's browser asks no other site.
    return <img {...common} src={shownPhotoSrc(url)} />;
  }

  const preview = done ? null : placeholderUrl(info.placeholder);
  const style: CSSProperties | undefined = preview
    ? { backgroundImage: `url("${preview}")`, backgroundSize: 'cover', backgroundPosition: 'center' }
    : undefined;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={photoSrcSet(id, info, 'avif')} sizes={sizes} />
      <img
        {...common}
        src={url}
        srcSet={photoSrcSet(id, info, 'webp')}
        sizes={sizes}
        width={info.width}
        height={info.height}
        style={style}
      />
    </picture>
  );
}
