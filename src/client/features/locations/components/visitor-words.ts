import type { PhotoText } from '#shared/photo-text.ts';
import { i18n } from '#client/lib/i18n.ts';

// Words a place's page, its detail modal and the map's popup all say, in the page's language.

export { statusLabel } from '#client/components/status-label.ts';

/** The photo and video carousels' buttons. */
export const photoButtons = () => ({ previous: i18n._('Previous photo'), next: i18n._('Next photo') });
export const videoButtons = () => ({ previous: i18n._('Previous video'), next: i18n._('Next video') });

/** A photo without the owner's alt text: "Yosemite, photo 2 of 5". */
export const numberedPhoto = (name: string, index: number, count: number) =>
  i18n._('{name}, photo {number} of {count}', { name, number: index + 1, count });

/** What a screen reader reads for a photo: the owner's alt text, else the place's name and the caption. */
export function photoAlt(name: string, text: PhotoText | undefined, fallback: string): string {
  if (text?.alt) return text.alt;
  return text?.caption ? i18n._('{name}: {caption}', { name, caption: text.caption }) : fallback;
}

/** A link to one of a place's videos: "Watch video 2 of 3 about Yosemite". */
export const numberedVideo = (name: string, index: number, count: number) =>
  i18n._('Watch video {number} of {count} about {name}', { number: index + 1, count, name });
