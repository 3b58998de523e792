// What other features may use of the photos feature. Only modules without side effects belong
// here: a bundler brings along every module this file names, into whatever chunk imports it.

/** A place's photo on any surface: responsive files, a blurred preview, and never a broken image. */
export { Photo, PhotoFallback, type PhotoProps } from './components/photo';
/** The owner's upload (picker, drop, paste) around a form's photo area. */
export { PhotoUploader, type PhotoUploaderHandle } from './components/photo-uploader';
