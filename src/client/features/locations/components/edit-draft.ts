import type { Location, LocationPatch, LocationStatus } from '#shared/location.ts';
import { keptPhotoText } from '#shared/location-schema.ts';
import type { PhotoTexts } from '#shared/photo-text.ts';
import type { RegionTouched } from '../hooks/use-detected-region-fill';
import type { PlaceTextValues } from './place-fields';

/**
 * The fields of a place the owner can change, in the order the conflict view lists them. `category`
 * is left out: the server derives it from the type.
 */
export const PLACE_FIELDS = [
  'name',
  'type',
  'status',
  'notes',
  'youtubeUrls',
  'photos',
  'photoText',
  'address',
  'latitude',
  'longitude',
  'country',
  'state',
  'visitedAt',
  'tags',
  'isPrivate',
  'privateNotes',
] as const;

export type PlaceField = (typeof PLACE_FIELDS)[number];
export type PlaceFields = Pick<Location, PlaceField>;

/** What the edit form holds while the owner types (numbers stay text until sent). */
export interface EditValues extends PlaceTextValues {
  status: LocationStatus;
  isPrivate: boolean;
  /** Every video link, in order; empty ones are dropped on save. */
  videos: string[];
  photos: string[];
  /** Caption and alt text by photo link, as typed (trimmed and emptied ones dropped on save). */
  photoText: PhotoTexts;
  /** Tag names, sorted as the place lists them. */
  tags: string[];
  /** A photo link typed but not yet added: added on save, never dropped. */
  photoInput: string;
  /** The country and state the owner typed: the others follow moved coordinates. */
  touched: RegionTouched;
}

/**
 * An edit in progress: the place as it was when the edit began (its `version` goes out as If-Match)
 * and the form's values.
 */
export interface EditDraft {
  base: Location;
  values: EditValues;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export const fieldsOf = (place: PlaceFields): PlaceFields =>
  Object.fromEntries(PLACE_FIELDS.map((field) => [field, place[field]])) as unknown as PlaceFields;

export function valuesFrom(place: PlaceFields): EditValues {
  return {
    name: place.name,
    type: place.type,
    status: place.status,
    address: place.address,
    latitude: String(place.latitude),
    longitude: String(place.longitude),
    country: place.country,
    state: place.state ?? '',
    visitedAt: place.visitedAt ?? '',
    notes: place.notes,
    // A draft stored before private places existed has neither.
    isPrivate: (place.isPrivate as boolean | undefined) ?? false,
    privateNotes: (place.privateNotes as string | undefined) ?? '',
    videos: [...place.youtubeUrls],
    photos: [...place.photos],
    // A draft stored before photos had words has none.
    photoText: { ...((place.photoText as PhotoTexts | undefined) ?? {}) },
    tags: [...(place.tags ?? [])],
    photoInput: '',
    touched: { country: false, state: false },
  };
}

export const freshDraft = (place: Location): EditDraft => ({ base: place, values: valuesFrom(place) });

/**
 * A stored draft is used only if it is for this place; fields an older draft lacks come from its base
 * (a draft from before every field was editable held the first video apart from the others).
 */
export function parseStoredDraft(id: number) {
  return (stored: unknown): EditDraft | null | undefined => {
    const draft = stored as { base?: Location; values?: Partial<EditValues> & LegacyVideos } | null;
    if (draft?.base?.id !== id || typeof draft.values !== 'object' || draft.values === null) return undefined;
    const { videoUrl, moreVideos, ...values } = draft.values;
    const videos = typeof videoUrl === 'string' ? [videoUrl, ...(moreVideos ?? [])] : values.videos;
    return {
      base: draft.base,
      values: { ...valuesFrom(draft.base), ...values, ...(videos ? { videos } : {}) },
    };
  };
}

interface LegacyVideos {
  videoUrl?: string;
  moreVideos?: string[];
}

/** A coordinate as typed; NaN when empty or not a number (the form names it before saving). */
const coordinate = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/**
 * The place as the owner wants it. A field whose text is as loaded keeps the stored value exactly
 * (no rounding of coordinates, no empty state turned into null), so it is never sent.
 */
export function wantedOf(draft: EditDraft): PlaceFields {
  const { base, values } = draft;
  const loaded = valuesFrom(base);
  const edited = (field: keyof EditValues) => !same(values[field], loaded[field]);
  const text = (field: 'name' | 'type' | 'address' | 'country') =>
    edited(field) ? values[field].trim() : base[field];
  return {
    ...fieldsOf(base),
    name: text('name'),
    type: text('type'),
    address: text('address'),
    country: text('country'),
    state: edited('state') ? values.state.trim() || null : base.state,
    latitude: edited('latitude') ? coordinate(values.latitude) : base.latitude,
    longitude: edited('longitude') ? coordinate(values.longitude) : base.longitude,
    visitedAt: edited('visitedAt') ? values.visitedAt || null : base.visitedAt,
    notes: values.notes,
    isPrivate: values.isPrivate,
    privateNotes: values.privateNotes,
    status: values.status,
    youtubeUrls: values.videos.map((url) => url.trim()).filter(Boolean),
    photos: values.photos,
    photoText: keptPhotoText(values.photos, values.photoText),
    tags: values.tags,
  };
}

/** The PATCH body that turns `from` into `to`: only the fields that differ, so nothing else is touched. */
export function patchBetween(from: PlaceFields, to: PlaceFields): LocationPatch {
  const patch: Record<string, unknown> = {};
  for (const field of PLACE_FIELDS) if (!same(from[field], to[field])) patch[field] = to[field];
  return patch as LocationPatch;
}

export const patchOf = (draft: EditDraft): LocationPatch =>
  patchBetween(fieldsOf(draft.base), wantedOf(draft));

/** True when saving would change something, or a photo link waits to be added. */
export const isChanged = (draft: EditDraft): boolean =>
  Object.keys(patchOf(draft)).length > 0 || draft.values.photoInput.trim() !== '';

export type Side = 'mine' | 'theirs';

/** One field where the owner's edit and the place as saved elsewhere disagree. */
export interface ConflictRow {
  field: PlaceField;
  mine: unknown;
  theirs: unknown;
  changedByMe: boolean;
  changedElsewhere: boolean;
}

/** Every field whose outcome depends on the owner's choice (where mine and theirs differ). */
export function conflictRows(base: PlaceFields, mine: PlaceFields, theirs: PlaceFields): ConflictRow[] {
  return PLACE_FIELDS.filter((field) => !same(mine[field], theirs[field])).map((field) => ({
    field,
    mine: mine[field],
    theirs: theirs[field],
    changedByMe: !same(base[field], mine[field]),
    changedElsewhere: !same(base[field], theirs[field]),
  }));
}

/** Yours where you changed the field, theirs elsewhere: neither side's change is lost by default. */
export function defaultChoices(rows: readonly ConflictRow[]): Partial<Record<PlaceField, Side>> {
  return Object.fromEntries(rows.map((row) => [row.field, row.changedByMe ? 'mine' : 'theirs']));
}

export const everyChoice = (rows: readonly ConflictRow[], side: Side): Partial<Record<PlaceField, Side>> =>
  Object.fromEntries(rows.map((row) => [row.field, side]));

/** Theirs, with the fields chosen as "mine" taken from the owner's edit. */
export function merge(
  mine: PlaceFields,
  theirs: PlaceFields,
  choices: Partial<Record<PlaceField, Side>>,
): PlaceFields {
  const merged = { ...fieldsOf(theirs) };
  for (const field of PLACE_FIELDS)
    if (choices[field] === 'mine') (merged as Record<PlaceField, unknown>)[field] = mine[field];
  return merged;
}

/**
 * The edit after a conflict: based on the place as it is now (its version goes out next), holding
 * the merged values, so saving sends exactly what differs from the current place. The merged country
 * and state were chosen: they no longer follow the coordinates.
 */
export const rebase = (current: Location, merged: PlaceFields): EditDraft => ({
  base: current,
  values: { ...valuesFrom(merged), touched: { country: true, state: true } },
});
