import { lazy } from 'react';

/**
 * The lightbox, loaded with its first opening. A module of its own, marked pure: a page that uses
 * other parts of the photos feature (a card's photo) carries none of it.
 */
export const PhotoLightbox = /* @__PURE__ */ lazy(async () => ({
  default: (await import('./photo-lightbox')).PhotoLightbox,
}));
