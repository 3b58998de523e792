import type { Location, LocationPatch, LocationStatus } from '../../../../shared/location';

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
  'address',
  'latitude',
  'longitude',
  'country',
  'state',
  'visitedAt',
] as const;

export type PlaceField = (typeof PLACE_FIELDS)[number];
export type PlaceFields = Pick<Location, PlaceField>;

/** The fields the detail modal's edit form shows; any other field is kept as it was loaded. */
const FORM_FIELDS: readonly PlaceField[] = ['status', 'notes', 'youtubeUrls', 'photos'];

/** What the edit form holds while the owner types. */
export interface EditValues {
  notes: string;
  status: LocationStatus;
  /** The first video link, editable; the others are kept as they are (editing them all is issue 14's). */
  videoUrl: string;
  moreVideos: string[];
  photos: string[];
  /** A photo link typed but not yet added: added on save, never dropped. */
  photoInput: string;
}

/**
 * An edit in progress: the place as it was when the edit began (its `version` goes out as If-Match),
 * the form's values, and fields outside the form the owner chose to keep in a conflict.
 */
export interface EditDraft {
  base: Location;
  values: EditValues;
  keep: Partial<PlaceFields>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export const fieldsOf = (place: PlaceFields): PlaceFields =>
  Object.fromEntries(PLACE_FIELDS.map((field) => [field, place[field]])) as unknown as PlaceFields;

export function valuesFrom(place: PlaceFields): EditValues {
  const [first = '', ...rest] = place.youtubeUrls;
  return {
    notes: place.notes,
    status: place.status,
    videoUrl: first,
    moreVideos: rest,
    photos: [...place.photos],
    photoInput: '',
  };
}

export const freshDraft = (place: Location): EditDraft => ({
  base: place,
  values: valuesFrom(place),
  keep: {},
});

/** The place as the owner wants it: the base, with the form's values and the kept fields over it. */
export function wantedOf(draft: EditDraft): PlaceFields {
  const { values } = draft;
  const first = values.videoUrl.trim();
  return {
    ...fieldsOf(draft.base),
    ...draft.keep,
    notes: values.notes,
    status: values.status,
    youtubeUrls: first ? [first, ...values.moreVideos] : [...values.moreVideos],
    photos: values.photos,
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
 * the merged values, so saving sends exactly what differs from the current place.
 */
export function rebase(current: Location, merged: PlaceFields): EditDraft {
  const keep: Partial<PlaceFields> = {};
  for (const field of PLACE_FIELDS)
    if (!FORM_FIELDS.includes(field) && !same(merged[field], current[field]))
      (keep as Record<PlaceField, unknown>)[field] = merged[field];
  return { base: current, values: valuesFrom(merged), keep };
}
