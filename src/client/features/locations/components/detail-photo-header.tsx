import { Carousel } from '../../../components/ui/carousel';
import { typeEmoji } from '../../../../shared/location-types';

/** The modal's photo header: the photos in a carousel, or a soft gradient with the type's emoji. */
export function DetailPhotoHeader({ name, type, photos }: { name: string; type: string; photos: readonly string[] }) {
  if (photos.length === 0) {
    return (
      <div className="flex h-36 items-center justify-center bg-gradient-to-br from-teal-600 via-emerald-600 to-sky-700 sm:h-44" aria-hidden="true">
        <span className="text-6xl drop-shadow">{typeEmoji(type)}</span>
      </div>
    );
  }
  return (
    <Carousel items={photos} label={`Photos of ${name}`} itemName="photo" className="h-56 bg-slate-200 sm:h-64">
      {(url, index) => (
        <img src={url} alt={`${name}, photo ${index + 1} of ${photos.length}`} className="h-56 w-full object-cover sm:h-64" />
      )}
    </Carousel>
  );
}
