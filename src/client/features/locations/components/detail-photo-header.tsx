import { Carousel } from '#client/components/ui/carousel.tsx';
import type { PhotoInfo } from '#shared/media.ts';
import { Photo, PhotoFallback } from '#client/features/photos/public.ts';

const HEIGHT = 'h-56 sm:h-64';
/** The modal is the screen's width on a phone and at most 672 px (max-w-2xl) from the sm breakpoint. */
const HEADER_SIZES = '(min-width: 640px) 672px, 100vw';

/** The modal's photo header: the photos in a carousel, or a soft gradient with the type's emoji. */
export function DetailPhotoHeader({
  name,
  type,
  photos,
  photoInfo,
}: {
  name: string;
  type: string;
  photos: readonly string[];
  photoInfo?: Readonly<Record<string, PhotoInfo>>;
}) {
  if (photos.length === 0)
    return <PhotoFallback type={type} tone="bold" className="h-36 sm:h-44" emojiClassName="text-6xl" />;
  return (
    <Carousel
      items={photos}
      label={`Photos of ${name}`}
      itemName="photo"
      className={`${HEIGHT} bg-slate-200`}
    >
      {(url, index) => (
        <Photo
          key={url}
          url={url}
          info={photoInfo?.[url]}
          alt={`${name}, photo ${index + 1} of ${photos.length}`}
          type={type}
          sizes={HEADER_SIZES}
          tone="bold"
          emojiClassName="text-6xl"
          className={`${HEIGHT} w-full object-cover`}
        />
      )}
    </Carousel>
  );
}
