import { useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { useCreateLocation } from '../api/mutate-locations';
import { ADD_LOCATION_DEFAULTS, checkAddLocation, fieldErrorsFrom, type AddLocationFormValues, type FieldErrors } from './add-location-values';
import { AddLocationFields } from './add-location-fields';

export type { AddLocationFormValues } from './add-location-values';

const FORM_ID = 'add-location-form';

/**
 * The owner's Add New Location form. `initial` pre-fills it (the inbox opens it from a suggestion).
 * Every problem is shown inline; nothing typed is lost when the server refuses.
 */
export function AddLocationModal({
  open,
  onOpenChange,
  initial,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial?: Partial<AddLocationFormValues>;
}) {
  const create = useCreateLocation();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Add New Location"
      description="Fields marked * are required."
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} disabled={create.isPending}>
            {create.isPending ? 'Adding…' : 'Add Location'}
          </Button>
        </>
      }
    >
      {/* Mounted only while open, so each opening starts from the defaults (and `initial`). */}
      <AddLocationForm initial={initial} onDone={() => onOpenChange(false)} create={create} />
    </Modal>
  );
}

function AddLocationForm({
  initial,
  onDone,
  create,
}: {
  initial?: Partial<AddLocationFormValues>;
  onDone: () => void;
  create: ReturnType<typeof useCreateLocation>;
}) {
  const [values, setValues] = useState<AddLocationFormValues>(() => ({ ...ADD_LOCATION_DEFAULTS, ...initial }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  const change = (update: Partial<AddLocationFormValues>) => {
    setValues((current) => ({ ...current, ...update }));
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
    const result = checkAddLocation(values);
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
      <AddLocationFields values={values} errors={errors} onChange={change} />
      <div ref={alertRef}>{alert && <FormAlert>{alert}</FormAlert>}</div>
    </form>
  );
}
