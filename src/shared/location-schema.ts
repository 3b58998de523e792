import { z } from './zod';
import type { PhotoText, PhotoTexts } from './photo-text';
import { LIMITS, STATUSES } from './location';
import { isUploadedPhoto } from './media';
import { TAG_LIMITS, uniqueTagNames } from './tags';

/** PostgreSQL cannot store NUL characters in text, and no real text needs them. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/**
 * Text must be storable as it was sent: PostgreSQL cannot store NUL, and a lone UTF-16 surrogate
 * (broken Unicode) would come back changed, differently on each engine.
 */
export const NO_NUL = (value: string) => !value.includes('\u0000') && !LONE_SURROGATE.test(value);
export const NUL_MESSAGE = 'Must be plain text (no NUL or broken characters)';

/** Absolute http(s) links only: no javascript:, data:, vbscript: or relative links. */
function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

const linkText = () =>
  z
    .string()
    .trim()
    .max(LIMITS.urlMax, `Links are at most ${LIMITS.urlMax} characters`)
    .refine(NO_NUL, NUL_MESSAGE);

export const HttpUrlSchema = linkText().refine(isHttpUrl, 'Must be an absolute http(s) link');

/** A photo: an absolute http(s) link, or the link of a photo uploaded here (`/media/<id>.webp`). */
export const PhotoLinkSchema = linkText().refine(
  (value) => isUploadedPhoto(value) || isHttpUrl(value),
  'Must be an absolute http(s) link or an uploaded photo',
);

/** A tag's name: trimmed, 1 to 60 characters, plain text. */
export const TagNameSchema = z
  .string({ error: 'A tag is a name' })
  .trim()
  .min(1, 'A tag needs a name')
  .max(TAG_LIMITS.nameMax, `A tag is at most ${TAG_LIMITS.nameMax} characters`)
  .refine(NO_NUL, NUL_MESSAGE);

/** The tags of a place, by name: at most 20; a name given twice (in any case) counts once. */
export const PlaceTagsSchema = z
  .array(TagNameSchema, { error: 'tags is a list of tag names' })
  .transform(uniqueTagNames)
  .refine((names) => names.length <= TAG_LIMITS.perPlace, `At most ${TAG_LIMITS.perPlace} tags per place`);

const TYPE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const LocationTypeSchema = z
  .string()
  .trim()
  .min(1, 'Type is required')
  .max(50, 'Type is at most 50 characters')
  .regex(TYPE_SLUG, 'Type must be a known type or a custom slug (lowercase letters, digits and dashes)');

export const LocationStatusSchema = z.enum(STATUSES, {
  error: 'Status must be visited, planned or wishlist',
});

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const VisitedAtSchema = z
  .string()
  .regex(ISO_DATE, 'Use the date format YYYY-MM-DD')
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
      new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    'Not a real date',
  )
  .nullable();

const optionalText = (label: string, max: number = LIMITS.textMax) =>
  z.string().trim().max(max, `${label} is at most ${max} characters`).refine(NO_NUL, NUL_MESSAGE);

/** The most characters of a photo's caption, and of its alt text. */
export const PHOTO_TEXT_MAX = 300;

/**
 * The texts a place keeps: those of its `photos` with a caption or an alt text, trimmed. A text
 * whose photo was removed leaves with it.
 */
export function keptPhotoText(
  photos: readonly string[],
  texts: Readonly<Record<string, Partial<PhotoText>>>,
): PhotoTexts {
  const kept: PhotoTexts = {};
  for (const url of photos) {
    const text = Object.hasOwn(texts, url) ? texts[url] : undefined;
    const caption = text?.caption?.trim() ?? '';
    const alt = text?.alt?.trim() ?? '';
    if (caption || alt) kept[url] = { caption, alt };
  }
  return kept;
}

/** The owner's words for one photo, by its link (each empty one is not kept). */
const PhotoTextInputSchema = z.strictObject({
  caption: optionalText('Caption', PHOTO_TEXT_MAX).default(''),
  alt: optionalText('Alt text', PHOTO_TEXT_MAX).default(''),
});

const fields = {
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(LIMITS.nameMax, `Name is at most ${LIMITS.nameMax} characters`)
    .refine(NO_NUL, NUL_MESSAGE),
  type: LocationTypeSchema,
  category: optionalText('Category', 100),
  latitude: z
    .number({ error: 'Latitude must be a number' })
    .min(-90, 'Latitude must be between -90 and 90')
    .max(90, 'Latitude must be between -90 and 90'),
  longitude: z
    .number({ error: 'Longitude must be a number' })
    .min(-180, 'Longitude must be between -180 and 180')
    .max(180, 'Longitude must be between -180 and 180'),
  address: optionalText('Address'),
  state: optionalText('State', 100).nullable(),
  country: optionalText('Country', 100),
  status: LocationStatusSchema,
  notes: z
    .string()
    .max(LIMITS.notesMax, `Notes are at most ${LIMITS.notesMax} characters`)
    .refine(NO_NUL, NUL_MESSAGE),
  photos: z.array(PhotoLinkSchema).max(LIMITS.photosMax, `At most ${LIMITS.photosMax} photos`),
  photoText: z
    .record(z.string(), PhotoTextInputSchema)
    .refine((texts) => Object.keys(texts).length <= LIMITS.photosMax, `At most ${LIMITS.photosMax} photos`),
  youtubeUrls: z.array(HttpUrlSchema).max(LIMITS.videosMax, `At most ${LIMITS.videosMax} videos`),
  /** The older single link; folded into youtubeUrls. */
  youtubeUrl: z.union([HttpUrlSchema, z.literal('')]).nullable(),
  visitedAt: VisitedAtSchema,
  tags: PlaceTagsSchema,
  isPrivate: z.boolean({ error: 'Private must be true or false' }),
  privateNotes: z
    .string()
    .max(LIMITS.notesMax, `Private notes are at most ${LIMITS.notesMax} characters`)
    .refine(NO_NUL, NUL_MESSAGE),
};

/** Body of POST /api/locations. Unknown fields are refused. */
export const LocationCreateSchema = z.strictObject({
  name: fields.name,
  latitude: fields.latitude,
  longitude: fields.longitude,
  type: fields.type.default('attraction'),
  category: fields.category.optional(),
  address: fields.address.optional(),
  state: fields.state.optional(),
  country: fields.country.optional(),
  status: fields.status.default('planned'),
  notes: fields.notes.optional(),
  photos: fields.photos.optional(),
  /** Caption and alt text by photo link; a link must be one of the place's photos. */
  photoText: fields.photoText.optional(),
  youtubeUrls: fields.youtubeUrls.optional(),
  youtubeUrl: fields.youtubeUrl.optional(),
  visitedAt: fields.visitedAt.optional(),
  tags: fields.tags.optional(),
  isPrivate: fields.isPrivate.optional(),
  privateNotes: fields.privateNotes.optional(),
});

/** Body of PATCH /api/locations/:id: any subset of the fields. */
export const LocationPatchSchema = z.strictObject({
  name: fields.name.optional(),
  latitude: fields.latitude.optional(),
  longitude: fields.longitude.optional(),
  type: fields.type.optional(),
  category: fields.category.optional(),
  address: fields.address.optional(),
  state: fields.state.optional(),
  country: fields.country.optional(),
  status: fields.status.optional(),
  notes: fields.notes.optional(),
  photos: fields.photos.optional(),
  /** Caption and alt text by photo link; a link must be one of the place's photos. */
  photoText: fields.photoText.optional(),
  youtubeUrls: fields.youtubeUrls.optional(),
  youtubeUrl: fields.youtubeUrl.optional(),
  visitedAt: fields.visitedAt.optional(),
  tags: fields.tags.optional(),
  isPrivate: fields.isPrivate.optional(),
  privateNotes: fields.privateNotes.optional(),
});

/** What a page needs to show an uploaded photo before it loads (shared/media.ts `PhotoInfo`). */
export const PhotoInfoSchema = z
  .strictObject({ width: z.number(), height: z.number(), placeholder: z.string() })
  .meta({ id: 'PhotoInfo' });

/** A photo's caption (shown under it full screen) and alt text (empty: its place's name and caption). */
export const PhotoTextSchema = z
  .strictObject({ caption: z.string(), alt: z.string() })
  .meta({ id: 'PhotoText' });

/** A place as a visitor reads it: public places only, without the owner's private notes. */
export const VisitorLocationSchema = z
  .strictObject({
    id: z.number().int(),
    name: z.string(),
    type: z.string(),
    category: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    address: z.string(),
    state: z.string().nullable(),
    country: z.string(),
    status: z.enum(STATUSES),
    notes: z.string(),
    photos: z.array(z.string()),
    /** Sizes and blurred previews of the uploaded photos among `photos`, by link (none for links typed by hand). */
    photoInfo: z.record(z.string(), PhotoInfoSchema),
    /** The owner's caption and alt text of the photos that have any, by link. */
    photoText: z.record(z.string(), PhotoTextSchema),
    youtubeUrls: z.array(z.string()),
    visitedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** 1 when created, +1 at every change; GET sends it as the ETag, PATCH and DELETE take it as If-Match. */
    version: z.number().int(),
    /** The names of its tags, sorted (shared/tags.ts). */
    tags: z.array(z.string()),
    /** Seen by the owner only: never in a visitor's answer, map data, statistics or export. */
    isPrivate: z.boolean(),
  })
  .meta({ id: 'VisitorLocation' });

/** A place as the owner reads it: with the notes only the owner reads. */
export const LocationSchema = VisitorLocationSchema.extend({ privateNotes: z.string() }).meta({
  id: 'Location',
});

/** A place as a read answers it: the owner's form when the owner asks, a visitor's otherwise. */
export const PlaceReadSchema = z.union([LocationSchema, VisitorLocationSchema]);

/** A type the forms and filters offer (GET /api/location-types): its slug and label. */
export const LocationTypeOptionSchema = z
  .strictObject({ type: z.string(), label: z.string() })
  .meta({ id: 'LocationTypeOption' });
