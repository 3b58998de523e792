import { useState } from 'react';
import { Carousel } from '../../../components/ui/carousel';
import { typeEmoji } from '../../../../shared/location-types';

const HEIGHT = 'h-56 sm:h-64';

function Fallback({ type, className }: { type: string; className: string }) {
  return (
    <div
      className={`flex items-center justify-center bg-gradient-to-br from-teal-600 via-emerald-600 to-sky-700 ${className}`}
      aria-hidden="true"
    >
      <span className="text-6xl drop-shadow">{typeEmoji(type)}</span>
    </div>
  );
}

/** One photo; a link that does not load shows the soft fallback instead of a broken image. */
function Photo({ url, alt, type }: { url: string; alt: string; type: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === url) return <Fallback type={type} className={HEIGHT} />;
  return (
    <img src={url} alt={alt} onError={() => setFailed(url)} className={`${HEIGHT} w-full object-cover`} />
  );
}

/** The modal's photo header: the photos in a carousel, or a soft gradient with the type's emoji. */
export function DetailPhotoHeader({
  name,
  type,
  photos,
}: {
  name: string;
  type: string;
  photos: readonly string[];
}) {
  if (photos.length === 0) return <Fallback type={type} className="h-36 sm:h-44" />;
  return (
    <Carousel
      items={photos}
      label={`Photos of ${name}`}
      itemName="photo"
      className={`${HEIGHT} bg-slate-200`}
    >
      {(url, index) => (
        <Photo key={url} url={url} alt={`${name}, photo ${index + 1} of ${photos.length}`} type={type} />
      )}
    </Carousel>
  );
}
