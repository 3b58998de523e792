import { useLayoutEffect, useState } from 'react';
import { toast } from '#client/components/ui/toast.tsx';
import type { Location, LocationPatch } from '#shared/location.ts';
import { LocationPatchSchema } from '#shared/location-schema.ts';
import { issuesToFields } from '#shared/field-errors.ts';
import { ApiError } from '#client/lib/api.ts';
import { i18n } from '#client/lib/i18n.ts';
import { toFormErrors } from '#client/lib/form-errors.ts';
import { useDraft } from '#client/lib/use-draft.ts';
import { LocationConflict, versionOf } from '../api/conflict';
import { useUpdateLocation } from '../api/mutate-locations';
import { saveStatus } from '../api/save-status';
import { checkCoordinates } from '../components/add-location-values';
import {
  conflictRows,
  defaultChoices,
  fieldsOf,
  freshDraft,
  isChanged,
  merge,
  patchOf,
  rebase,
  parseStoredDraft,
  wantedOf,
  type ConflictRow,
  type EditDraft,
  type EditValues,
  type PlaceField,
  type PlaceFields,
  type Side,
} from '../components/edit-draft';
import { refusedLinks } from '../components/link-field-errors';
import { addPendingPhoto } from '../components/pending-photo';
import { useDetectedRegionFill } from './use-detected-region-fill';

/** The form fields a message can show under. */
const EDIT_FIELDS = [
  'name',
  'type',
  'status',
  'address',
  'latitude',
  'longitude',
  'country',
  'state',
  'visitedAt',
  'notes',
  'privateNotes',
  'videos',
  'photos',
  'tags',
] as const;

export type EditErrors = Partial<Record<(typeof EDIT_FIELDS)[number], string>>;

/** Server (or schema) field paths named in the form's words; keys the form does not hold are left out. */
const editErrors = (fields: Record<string, string>, draft: EditDraft): EditErrors =>
  toFormErrors<keyof EditErrors>(fields, {
    fields: EDIT_FIELDS,
    moved: {
      ...refusedLinks({ photos: draft.values.photos, videos: wantedOf(draft).youtubeUrls }, 'videos'),
      // A photo's caption or alt text is shown with the photos.
      photoText: (message) => ({ field: 'photos', message }),
    },
  }).errors;

export interface Conflict {
  message: string;
  current: Location;
  mine: PlaceFields;
  rows: ConflictRow[];
  choices: Partial<Record<PlaceField, Side>>;
}

/** Until a form is open: coordinates that look up nothing. */
const NO_COORDINATES = { latitude: '', longitude: '', country: '', state: '' };

/**
 * The detail modal's edit mode: a draft kept in local storage as it is typed, saved as only the
 * changed fields with If-Match, and a conflict (the place changed elsewhere) resolved field by field.
 */
export function useDetailEdit(id: number, place: Location | undefined, startInEdit: boolean) {
  const update = useUpdateLocation();
  const draft = useDraft<EditDraft | null>({
    form: 'location-edit',
    id,
    initial: null,
    changed: (value) => value !== null && isChanged(value),
    parse: parseStoredDraft(id),
  });
  // A draft that holds what is saved now (its save reached the server, but the page was left before
  // it heard so) has nothing to restore: it is dropped, before it is painted, rather than offered.
  useLayoutEffect(() => {
    if (place && draft.offered && !isChanged({ base: place, values: draft.offered.values }))
      draft.dismissOffer();
  }, [place, draft]);
  const [editRequested, setEditRequested] = useState(startInEdit);
  // The form's message in English: the form translates it as it shows it (formMessage, which knows
  // these messages from schema-messages.ts).
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<EditErrors>({});
  const [conflict, setConflict] = useState<Conflict | null>(null);

  // Until the first change the form follows the place as loaded; from then on the draft holds its base.
  const stored = draft.value ?? (place ? freshDraft(place) : null);
  // A country or state not typed follows coordinates moved from where the place was.
  const values = stored?.values ?? NO_COORDINATES;
  const unmoved =
    !stored ||
    (values.latitude === String(stored.base.latitude) && values.longitude === String(stored.base.longitude));
  const region = useDetectedRegionFill(values, {
    country: unmoved || Boolean(stored?.values.touched.country),
    state: unmoved || Boolean(stored?.values.touched.state),
  });
  const current: EditDraft | null = stored && { ...stored, values: { ...stored.values, ...region.shown } };

  const leave = () => {
    setEditRequested(false);
    draft.reset(null);
    setError(null);
    setFieldErrors({});
    setConflict(null);
  };

  const change = (update: Partial<EditValues>) => {
    if (!current) return;
    // Functional: one gesture may send two changes (Add photo: the list, then the emptied input).
    draft.setValue((previous) => {
      const from = previous ?? current;
      const touched = {
        country: from.values.touched.country || 'country' in update,
        state: from.values.touched.state || 'state' in update,
      };
      return { ...from, values: { ...from.values, ...update, touched } };
    });
    setFieldErrors((shown) => {
      const next = { ...shown };
      for (const key of Object.keys(update))
        delete next[key === 'photoInput' || key === 'photoText' ? 'photos' : (key as keyof EditErrors)];
      return next;
    });
  };

  /** An upload finished: its link joins the photos as they are then (several may finish at once). */
  const addPhoto = (url: string) => {
    if (!current) return;
    draft.setValue((previous) => {
      const from = previous ?? current;
      if (from.values.photos.includes(url)) return from;
      return { ...from, values: { ...from.values, photos: [...from.values.photos, url] } };
    });
    setFieldErrors(({ photos: _shown, ...others }) => others);
  };

  const openConflict = (sent: EditDraft, failure: LocationConflict) => {
    const mine = wantedOf(sent);
    const rows = conflictRows(fieldsOf(sent.base), mine, fieldsOf(failure.current));
    if (rows.length === 0) {
      // The place already is what the owner wanted: nothing left to save.
      leave();
      toast.success(i18n._('Changes saved'));
      return;
    }
    setError(null);
    setConflict({
      message: failure.message,
      current: failure.current,
      mine,
      rows,
      choices: defaultChoices(rows),
    });
  };

  const send = (next: EditDraft, changes: LocationPatch) => {
    const coordinates = checkCoordinates(next.values);
    const checked = LocationPatchSchema.safeParse(changes);
    if (!coordinates.ok || !checked.success) {
      setFieldErrors({
        ...(checked.success ? {} : editErrors(issuesToFields(checked.error.issues), next)),
        ...(coordinates.ok ? {} : coordinates.errors),
      });
      setError('Please check the highlighted fields.');
      return;
    }
    setError(null);
    setFieldErrors({});
    update.mutate(
      { id, changes: checked.data, version: versionOf(next.base) },
      {
        onSuccess: () => {
          leave();
          toast.success(i18n._('Changes saved'));
        },
        // The list and map are already rolled back; the draft stays here (and in storage) to retry.
        onError: (failure) => {
          if (failure instanceof LocationConflict) return openConflict(next, failure);
          const fields = failure instanceof ApiError ? editErrors(failure.fields, next) : {};
          setFieldErrors(fields);
          setError(
            `Failed to update location: ${Object.values(fields)[0] ?? (failure instanceof ApiError ? failure.message : 'please try again.')}`,
          );
        },
      },
    );
  };

  const save = () => {
    if (!current) return;
    if (region.detecting) {
      setError('Still finding the country and state of the new coordinates: save again in a moment.');
      return;
    }
    const folded = addPendingPhoto(current.values.photos, current.values.photoInput);
    if (!folded.ok) {
      setFieldErrors({ photos: folded.message });
      setError(folded.message);
      return;
    }
    const next: EditDraft = {
      ...current,
      values: { ...current.values, photos: folded.photos, photoInput: '' },
    };
    draft.setValue(next);
    const changes = patchOf(next);
    if (Object.keys(changes).length === 0) {
      leave();
      toast.info(i18n._('No changes to save.'));
      return;
    }
    send(next, changes);
  };

  /** The merge as the new draft, based on the place as it is now; `andSave` sends it at once. */
  const resolve = (choices: Partial<Record<PlaceField, Side>>, andSave: boolean) => {
    if (!conflict) return;
    const next = rebase(conflict.current, merge(conflict.mine, fieldsOf(conflict.current), choices));
    draft.setValue(next);
    setConflict(null);
    if (!andSave) return;
    const changes = patchOf(next);
    if (Object.keys(changes).length === 0) {
      leave();
      toast.success(i18n._('Kept the version saved elsewhere'));
      return;
    }
    send(next, changes);
  };

  return {
    editRequested,
    startEdit: () => setEditRequested(true),
    current,
    draft,
    change,
    addPhoto,
    save,
    leave,
    error,
    fieldErrors,
    conflict,
    choose: (field: PlaceField, side: Side) =>
      setConflict((shown) => (shown ? { ...shown, choices: { ...shown.choices, [field]: side } } : shown)),
    resolve,
    saving: update.isPending,
    detecting: region.detecting,
    /** A status button outside edit mode (api/save-status.ts). */
    setStatus: (status: Location['status'], visitedAt?: string | null) =>
      saveStatus(update, id, place, status, visitedAt),
  };
}
