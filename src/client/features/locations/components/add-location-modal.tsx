import { useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import type { PinPosition } from '../../geo/components/pin-picker';
import { useCreateLocation } from '../api/mutate-locations';
import {
  ADD_LOCATION_DEFAULTS,
  checkAddLocation,
  fieldErrorsFrom,
  type AddLocationFormValues,
  type FieldErrors,
} from './add-location-values';
import { AddLocationFields } from './add-location-fields';
import { useDetectedRegionFill, type RegionTouched } from '../hooks/use-detected-region-fill';

export type { AddLocationFormValues } from './add-location-values';

const FORM_ID = 'add-location-form';

/** What the form holds, parked while the owner picks the spot on the map. */
interface Draft {
  values: AddLocationFormValues;
  touched: RegionTouched;
}

/** Asks the page to let the owner click the map; `done` gets the chosen spot, or null if cancelled. */
export type PickOnMap = (from: PinPosition | null, done: (at: PinPosition | null) => void) => void;

function coordinatesOf(values: AddLocationFormValues): PinPosition | null {
  const lat = Number(values.latitude.trim());
  const lng = Number(values.longitude.trim());
  if (!values.latitude.trim() || !values.longitude.trim()) return null;
  return Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
    ? { lat, lng }
    : null;
}

/**
 * The owner's Add New Location form. `initial` pre-fills it (the inbox opens it from a suggestion).
 * Every problem is shown inline; nothing typed is lost when the server refuses. With `onPickOnMap`
 * the form offers "Pick on map": the page hides the dialog, the owner places the pin, and the
 * dialog comes back with the draft kept and the coordinates filled.
 */
export function AddLocationModal({
  open,
  onOpenChange,
  initial,
  onPickOnMap,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial?: Partial<AddLocationFormValues>;
  onPickOnMap?: PickOnMap;
}) {
  const create = useCreateLocation();
  const [parked, setParked] = useState<Draft | null>(null);

  // Closed by the owner (Cancel, Escape, added): the next opening starts afresh.
  const close = (next: boolean) => {
    if (!next) setParked(null);
    onOpenChange(next);
  };

  const pick = onPickOnMap
    ? (draft: Draft) => {
        setParked(draft);
        onPickOnMap(coordinatesOf(draft.values), (at) => {
          if (!at) return;
          setParked((current) =>
            current
              ? {
                  ...current,
                  values: { ...current.values, latitude: String(at.lat), longitude: String(at.lng) },
                }
              : current,
          );
        });
      }
    : undefined;

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title="Add New Location"
      description="Fields marked * are required."
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} disabled={create.isPending}>
            {create.isPending ? 'Adding…' : 'Add Location'}
          </Button>
        </>
      }
    >
      {/* Mounted only while open, so each opening starts from the defaults (and `initial`), or the parked draft. */}
      <AddLocationForm
        start={parked ?? { values: { ...ADD_LOCATION_DEFAULTS, ...initial }, touched: touchedBy(initial) }}
        onDone={() => close(false)}
        onPick={pick}
        create={create}
      />
    </Modal>
  );
}

/** A country or state handed in (from a suggestion) counts as the owner's own. */
const touchedBy = (initial?: Partial<AddLocationFormValues>): RegionTouched => ({
  country: Boolean(initial?.country),
  state: Boolean(initial?.state),
});

function AddLocationForm({
  start,
  onDone,
  onPick,
  create,
}: {
  start: Draft;
  onDone: () => void;
  onPick?: (draft: Draft) => void;
  create: ReturnType<typeof useCreateLocation>;
}) {
  const [values, setValues] = useState<AddLocationFormValues>(start.values);
  const [touched, setTouched] = useState<RegionTouched>(start.touched);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  // What the fields show: the owner's country and state, or the ones found at the coordinates.
  const { shown, detecting } = useDetectedRegionFill(values, touched);

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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A country or state the owner did not give is left to the server, which finds it from the
    // coordinates with the same boundaries as the live preview (and is right even mid-lookup).
    const result = checkAddLocation({
      ...values,
      country: touched.country ? values.country : '',
      state: touched.state ? values.state : '',
    });
    if (!result.ok) {
      showAlert(result.alert, result.errors);
      return;
    }
    setAlert(null);
    setErrors({});
    create.mutate(result.body, {
      onSuccess: () => {
        setValues(ADD_LOCATION_DEFAULTS);
        onDone();
      },
      onError: (failure) => {
        if (failure instanceof ApiError) {
          const { errors: fieldErrors, other } = fieldErrorsFrom(failure.fields, values);
          const named = Object.values(fieldErrors);
          showAlert(`Failed to create location: ${[...named, ...other][0] ?? failure.message}`, fieldErrors);
        } else {
          showAlert('Failed to create location. Please try again.', {});
        }
      },
    });
  };

  return (
    <form id={FORM_ID} onSubmit={submit} noValidate className="space-y-4">
      <AddLocationFields
        values={shown}
        touched={touched}
        detecting={detecting}
        errors={errors}
        onChange={change}
        onPickOnMap={onPick ? () => onPick({ values, touched }) : undefined}
      />
      <div ref={alertRef}>{alert && <FormAlert>{alert}</FormAlert>}</div>
    </form>
  );
}
