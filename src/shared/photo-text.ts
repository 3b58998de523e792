// The owner's words for a place's photos (`photoText`): a caption and an alt text per photo link.
// Types only (the browser's first load carries none of it); the limit and `keptPhotoText` are in
// location-schema.ts, beside the schema that checks them.

export interface PhotoText {
  caption: string;
  alt: string;
}

/** Caption and alt text by photo link: only photos that have either. */
export type PhotoTexts = Record<string, PhotoText>;
