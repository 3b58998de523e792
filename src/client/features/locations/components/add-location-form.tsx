import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import type { UploadedPhoto } from '#shared/media.ts';
import { toast } from '#client/components/ui/toast.tsx';
import { ApiError } from '#client/lib/api.ts';
import { formMessage, i18n } from '#client/lib/i18n.ts';
import { useIdempotencyKey } from '#client/lib/idempotency-key.ts';
import { useDraft } from '#client/lib/use-draft.ts';
import { RestoreDraftPrompt } from '#client/components/ui/draft-prompts.tsx';
import { FormAlert } from '#client/components/ui/field.tsx';
import { placesQuery } from '../api/get-places';
import type { useCreateLocation } from '../api/mutate-locations';
import {
  ADD_LOCATION_DEFAULTS,
  checkAddLocation,
  fieldErrorsFrom,
  type AddLocationFormValues,
  type FieldErrors,
  fromPhoto,
} from './add-location-values';
import { AddLocationFields } from './add-location-fields';
import { addPendingPhoto, UPLOADS_RUNNING } from './pending-photo';
import { useAddressAt } from './pin-map-field';
import type { PinPosition } from '#client/features/geo/public.ts';
import { useDetectedRegionFill, type RegionTouched } from '../hooks/use-detected-region-fill';
import { loadNearbyDuplicate } from '#client/features/duplicates/public.ts';

// The check for a place already there loads after the form: the pages that open it stay as they were.
const NearbyDuplicate = lazy(async () => ({ default: await loadNearbyDuplicate() }));

export const FORM_ID = 'add-location-form';
// One draft of a new place at a time, kept in local storage as `fru-draft:add-location:new`.
export const DRAFT = { form: 'add-location', id: 'new' } as const;

/** What the form holds (kept as it is typed), parked while the owner picks the spot on the map. */
export interface Draft {
  values: AddLocationFormValues;
  touched: RegionTouched;
  /** A photo link typed but not yet added: added on submit, never dropped. */
  photoInput: string;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A stored draft, if it still has this form's shape (fields missing from an older one get defaults). */
function parseDraft(stored: unknown): Draft | undefined {
  const draft = stored as Partial<Draft> | null;
  if (!draft || typeof draft.values !== 'object' || draft.values === null) return undefined;
  return {
    values: { ...ADD_LOCATION_DEFAULTS, ...draft.values },
    touched: { country: Boolean(draft.touched?.country), state: Boolean(draft.touched?.state) },
    photoInput: typeof draft.photoInput === 'string' ? draft.photoInput : '',
  };
}

/**
 * The Add New Location form itself: its draft kept in local storage as it is typed (and offered back
 * after a reload), a photo link typed but not added added on submit, and one request per submission.
 */
export function AddLocationForm({
  fresh,
  start,
  onDone,
  onPick,
  pickedAt,
  onDirtyChange,
  create,
  prefill,
}: {
  /** The form as an opening starts it: what counts as unchanged. */
  fresh: Draft;
  start: Draft;
  /** Closed after adding (with the new place) or cancelling. */
  onDone: (created?: { id: number }) => void;
  onPick?: (draft: Draft) => void;
  /** The spot just placed on the big map ("Pick on map"), if any: an empty address is filled from it. */
  pickedAt?: PinPosition | null;
  onDirtyChange: (dirty: boolean) => void;
  create: ReturnType<typeof useCreateLocation>;
  /** Where a lookup found the place: filled in unless the owner has given coordinates meanwhile. */
  prefill?: Partial<AddLocationFormValues>;
}) {
  const draft = useDraft<Draft>({
    ...DRAFT,
    initial: start,
    changed: (value) => !same(value.values, fresh.values) || value.photoInput.trim() !== '',
    parse: parseDraft,
  });
  const { values, touched, photoInput } = draft.value;
  const setValues = (next: (current: AddLocationFormValues) => AddLocationFormValues) =>
    draft.setValue((current) => ({ ...current, values: next(current.values) }));
  const setTouched = (next: (current: RegionTouched) => RegionTouched) =>
    draft.setValue((current) => ({ ...current, touched: next(current.touched) }));
  const setPhotoInput = (text: string) => draft.setValue((current) => ({ ...current, photoInput: text }));
  const idempotencyKey = useIdempotencyKey();
  // Set at once on submit, before React shows the button disabled: a double-click sends one request.
  const inFlight = useRef(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  // What the fields show: the owner's country and state, or the ones found at the coordinates.
  const { shown, detecting } = useDetectedRegionFill(values, touched);
  // The owner's places carry their names (an ended session's public ones do not: no warning then).
  const { data: places } = useQuery(placesQuery);

  // Back from "Pick on map" with a geocoder: the address at the pin fills the address, unless the
  // owner has typed one meanwhile (or had typed one before).
  const addressAt = useAddressAt();
  useEffect(() => {
    if (!pickedAt) return;
    let current = true;
    void addressAt(pickedAt).then((found) => {
      if (current && found) setValues((now) => (now.address.trim() ? now : { ...now, address: found }));
    });
    return () => {
      current = false;
    };
    // Once per placed pin: the lookup's own identity changes at every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pickedAt]);

  useEffect(() => {
    if (prefill)
      setValues((now) => (now.latitude.trim() || now.longitude.trim() ? now : { ...now, ...prefill }));
    // Once per answer: `setValues` is new at every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [prefill]);

  const change = (update: Partial<AddLocationFormValues>) => {
    setValues((current) => ({ ...current, ...update }));
    if ('country' in update || 'state' in update)
      setTouched((current) => ({
        country: current.country || 'country' in update,
        state: current.state || 'state' in update,
      }));
    // A corrected field stops showing its message.
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(update) as (keyof AddLocationFormValues)[]) delete next[key];
      return next;
    });
  };

  const showAlert = (message: string, fieldErrors: FieldErrors) => {
    setAlert(message);
    setErrors(fieldErrors);
    requestAnimationFrame(() => alertRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' }));
  };

  // Photos on their way count as changes: closing the form would lose them.
  const [uploading, setUploading] = useState(false);
  const dirty = draft.dirty || uploading;
  // Before the next keystroke or click (a passive effect may run later): an Escape right after
  // typing must already know the form holds changes.
  useLayoutEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  // Uploads finish at any time, several at once: each adds to the photos as they are then. A
  // photo that knows where it was taken places an Add form that has no coordinates yet (and dates
  // a visited one), so a place can be made from a photo and a name.
  const addUploaded = (photo: UploadedPhoto) => {
    const placed = !values.latitude.trim() && !values.longitude.trim() && photo.latitude !== null;
    setValues((current) => {
      const withPhoto = current.photos.includes(photo.url)
        ? current
        : { ...current, photos: [...current.photos, photo.url] };
      return fromPhoto(withPhoto, photo);
    });
    setErrors(({ photos: _shown, ...others }) => others);
    if (placed) toast.success(i18n._("Location filled in from the photo's GPS"));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    if (uploading) {
      showAlert(UPLOADS_RUNNING, {});
      return;
    }
    const folded = addPendingPhoto(values.photos, photoInput);
    if (!folded.ok) {
      showAlert(folded.message, { photos: folded.message });
      return;
    }
    if (photoInput)
      draft.setValue((current) => ({
        ...current,
        values: { ...current.values, photos: folded.photos },
        photoInput: '',
      }));
    // A country or state the owner did not give is left to the server, which finds it from the
    // coordinates with the same boundaries as the live preview (and is right even mid-lookup).
    const result = checkAddLocation({
      ...values,
      photos: folded.photos,
      country: touched.country ? values.country : '',
      state: touched.state ? values.state : '',
    });
    if (!result.ok) {
      showAlert(result.alert, result.errors);
      return;
    }
    setAlert(null);
    setErrors({});
    inFlight.current = true;
    create.mutate(
      { input: result.body, idempotencyKey: idempotencyKey.current() },
      {
        onSettled: () => {
          inFlight.current = false;
        },
        onSuccess: (created) => {
          idempotencyKey.succeeded();
          draft.reset(fresh);
          onDone(created);
        },
        onError: (failure) => {
          if (failure instanceof ApiError) {
            const { errors: fieldErrors, other } = fieldErrorsFrom(failure.fields, {
              ...values,
              photos: folded.photos,
            });
            const named = Object.values(fieldErrors);
            showAlert(
              i18n._('Failed to create location: {reason}', {
                reason: formMessage([...named, ...other][0] ?? failure.message),
              }),
              fieldErrors,
            );
          } else {
            showAlert(i18n._('Failed to create location. Please try again.'), {});
          }
        },
      },
    );
  };

  return (
    <form id={FORM_ID} onSubmit={submit} noValidate className="space-y-4">
      {draft.offered && <RestoreDraftPrompt onRestore={draft.restore} onDiscard={draft.dismissOffer} />}
      {/* At the top, where it is seen before Add. */}
      <Suspense fallback={null}>
        <NearbyDuplicate
          places={places}
          name={values.name}
          latitude={values.latitude}
          longitude={values.longitude}
        />
      </Suspense>
      <AddLocationFields
        values={shown}
        touched={touched}
        detecting={detecting}
        errors={errors}
        onChange={change}
        photoInput={photoInput}
        onPhotoInput={setPhotoInput}
        onPhotoUploaded={addUploaded}
        onUploadingChange={setUploading}
        onPickOnMap={onPick ? () => onPick(draft.value) : undefined}
      />
      <div ref={alertRef}>{alert && <FormAlert>{formMessage(alert)}</FormAlert>}</div>
    </form>
  );
}
