import * as Dialog from '@radix-ui/react-dialog';
import { shownPhotoSrc } from '#shared/media.ts';
import { useMemo, useState } from 'react';
import Lightbox, { type Slide } from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/captions.css';
import { photoVariantUrl, storedWidths, uploadedPhotoId, type PhotoInfo } from '#shared/media.ts';
import { i18n } from '#client/lib/i18n.ts';

/** One photo as the lightbox shows it. */
export interface LightboxPhoto {
  url: string;
  /** The place's `photoInfo[url]`: an uploaded photo's sizes. */
  info?: PhotoInfo;
  alt: string;
  /** The owner's caption, shown under the photo. */
  caption?: string;
}

export interface PhotoLightboxProps {
  /** Names the lightbox: "Photos of Yellowstone". */
  label: string;
  photos: readonly LightboxPhoto[];
  /** The photo it opens on. */
  index: number;
  onClose: () => void;
  /** Where focus goes back once it has closed (what opened it). */
  returnFocus: () => void;
}

/** The lightbox's words in the page's language (the library's own are English). */
const labels = (label: string) => ({
  Lightbox: label,
  Previous: i18n._('Previous photo'),
  Next: i18n._('Next photo'),
  Close: i18n._('Close'),
  'Zoom in': i18n._('Zoom in'),
  'Zoom out': i18n._('Zoom out'),
  'Photo gallery': i18n._('Photo gallery'),
  Carousel: i18n._('Carousel'),
  Slide: i18n._('Slide'),
  Caption: i18n._('Caption'),
  // The library fills in the numbers itself.
  '{index} of {total}': i18n._('{index} of {total}', { index: '{index}', total: '{total}' }),
});

/** An uploaded photo offers every width the site stored (WebP): the screen picks the one it needs. */
function toSlide({ url, info, alt, caption }: LightboxPhoto): Slide {
  const id = uploadedPhotoId(url);
  const description = caption || undefined;
  if (!id || !info) return { src: shownPhotoSrc(url), alt, description };
  const srcSet = storedWidths(info.width).map((width) => ({
    src: photoVariantUrl(id, width, 'webp'),
    width,
    height: Math.round((width * info.height) / info.width),
  }));
  return { src: url, alt, width: info.width, height: info.height, srcSet, description };
}

/**
 * A place's photos full screen (yet-another-react-lightbox): arrow keys and swipes turn them, the
 * Zoom plugin zooms (buttons, wheel, pinch, double tap) and pans (drag), Escape or Close ends it
 * and focus returns to what opened it. It lives in a Radix dialog of its own, stacked over the
 * detail modal's, so that modal's focus trap, Escape and click-outside leave it alone.
 */
export function PhotoLightbox({ label, photos, index, onClose, returnFocus }: PhotoLightboxProps) {
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const slides = useMemo(() => photos.map(toSlide), [photos]);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        {/* The lightbox inside is the dialog a visitor meets (named, modal); this layer only hosts it. */}
        <Dialog.Content
          ref={setRoot}
          role="presentation"
          aria-labelledby={undefined}
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => event.preventDefault()}
          // After its focus trap has let go; given earlier, the trap would take focus back.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          className="theme-light fixed inset-0 z-[1400] outline-none"
        >
          {root && (
            <Lightbox
              open
              close={onClose}
              index={index}
              slides={slides}
              plugins={[Zoom, Captions]}
              portal={{ root }}
              labels={labels(label)}
              // A photo linked from another host is asked for without saying which page shows it.
              carousel={{ imageProps: { referrerPolicy: 'no-referrer' } }}
              controller={{ closeOnBackdropClick: true }}
              zoom={{ maxZoomPixelRatio: 2 }}
            />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
