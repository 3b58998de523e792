// The owner's part of the photos feature, apart from public.ts: a module a visitor's page imports
// (a card, the statistics) then never carries the upload frame with it.

/** The owner's upload (picker, drop, paste) around a form's photo area. */
export { PhotoUploader, type PhotoUploaderHandle } from './components/photo-uploader';

/** Sends one file to the server with its progress (the upload frame and Places from photos use it). */
export { uploadPhoto, type UploadOptions } from './api/upload-photo';

/** Sizes and previews of the photos the owner uploaded, for a form's photos not saved yet. */
export { knownPhotoInfo } from './photo-info-cache';
