import { Suspense, useRef, useState } from 'react';
import { Carousel } from '#client/components/ui/carousel.tsx';
import type { PhotoInfo } from '#shared/media.ts';
import type { PhotoTexts } from '#shared/photo-text.ts';
import { Photo, PhotoFallback, PhotoLightbox } from '#client/features/photos/public.ts';
import { i18n } from '#client/lib/i18n.ts';
import { numberedPhoto, photoAlt, photoButtons } from './visitor-words';

const HEIGHT = 'h-56 sm:h-64';
/** The modal is the screen's width on a phone and at most 672 px (max-w-2xl) from the sm breakpoint. */
const HEADER_SIZES = '(min-width: 640px) 672px, 100vw';
const FULL_SCREEN =
  'theme-light absolute bottom-2 start-2 z-10 flex items-center gap-1.5 rounded-full bg-slate-900/80 px-3 py-1.5 text-xs font-semibold text-white shadow-md hover:bg-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/** The modal's photo header: the photos in a carousel, or a soft gradient with the type's emoji. */
export function DetailPhotoHeader({
  name,
  type,
  photos,
  photoInfo,
  photoText,
}: {
  name: string;
  type: string;
  photos: readonly string[];
  photoInfo?: Readonly<Record<string, PhotoInfo>>;
  /** The owner's caption and alt text, by photo link. */
  photoText?: Readonly<PhotoTexts>;
}) {
  // The photo the lightbox shows when open; null while closed.
  const [viewing, setViewing] = useState<number | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  if (photos.length === 0)
    return <PhotoFallback type={type} tone="bold" className="h-36 sm:h-44" emojiClassName="text-6xl" />;
  const alt = (index: number) =>
    photoAlt(name, photoText?.[photos[index]!], numberedPhoto(name, index, photos.length));
  const label = i18n._('Photos of {name}', { name });
  return (
    <>
      <Carousel items={photos} label={label} buttons={photoButtons()} className={`${HEIGHT} bg-slate-200`}>
        {(url, index) => (
          <>
            {/* A click on the photo opens it too; the keyboard's way in is the button. */}
            <div className="contents cursor-zoom-in" onClick={() => setViewing(index)}>
              <Photo
                key={url}
                url={url}
                info={photoInfo?.[url]}
                alt={alt(index)}
                type={type}
                sizes={HEADER_SIZES}
                tone="bold"
                emojiClassName="text-6xl"
                className={`${HEIGHT} w-full cursor-zoom-in object-cover`}
              />
            </div>
            <button ref={button} type="button" className={FULL_SCREEN} onClick={() => setViewing(index)}>
              {i18n._('View photos full screen')}
            </button>
          </>
        )}
      </Carousel>
      {viewing !== null && (
        <Suspense fallback={null}>
          <PhotoLightbox
            label={label}
            photos={photos.map((url, index) => ({
              url,
              info: photoInfo?.[url],
              alt: alt(index),
              caption: photoText?.[url]?.caption,
            }))}
            index={viewing}
            onClose={() => setViewing(null)}
            returnFocus={() => button.current?.focus()}
          />
        </Suspense>
      )}
    </>
  );
}
