// What other features may use of the photos feature. Only modules without side effects belong
// here: a bundler brings along every module this file names, into whatever chunk imports it.
// The owner's upload is in public-owner.ts, so that a visitor's page never carries it.

/** A place's photo on any surface: responsive files, a blurred preview, and never a broken image. */
export { Photo, PhotoFallback, type PhotoProps } from './components/photo';

/** A place's photos full screen; the library and its styles load with the first opening. */
export { PhotoLightbox } from './components/lazy-lightbox';
export type { LightboxPhoto } from './components/photo-lightbox';
