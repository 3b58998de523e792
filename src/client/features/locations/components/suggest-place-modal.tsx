import { useRef, useState, type FormEvent } from 'react';
import { issuesToFields } from '#shared/field-errors.ts';
import { toFormErrors } from '#client/lib/form-errors.ts';
import { formMessage, i18n } from '#client/lib/i18n.ts';
import { useFocusFirstInvalid } from '#client/lib/use-focus-first-invalid.ts';
import { loadFormSchemas } from '#client/lib/form-schemas.ts';
import { ApiError } from '#client/lib/api.ts';
import { track } from '#client/lib/beacon.ts';
import { Button } from '#client/components/ui/button.tsx';
import { errorId, Field, FormAlert, inputClass } from '#client/components/ui/field.tsx';
import { Modal } from '#client/components/ui/modal.tsx';
import { useCreateSuggestion } from '../api/create-suggestion';

const FORM_ID = 'suggest-place-form';

type Values = { placeName: string; location: string; reason: string; name: string };
const EMPTY: Values = { placeName: '', location: '', reason: '', name: '' };
const SHAPE = { fields: Object.keys(EMPTY) as (keyof Values)[] };

/** Visitors suggest a place; it is stored for the owner's inbox. */
export function SuggestPlaceModal({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateSuggestion();
  const done = create.isSuccess;
  // Each opening starts a fresh suggestion.
  const close = () => {
    onOpenChange(false);
    create.reset();
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={i18n._('Suggest a Place')}
      description={done ? undefined : i18n._('Know a place I should visit? Tell me about it.')}
      size="md"
      footer={
        done ? (
          <Button onClick={close}>{i18n._('Close')}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close}>
              {i18n._('Cancel')}
            </Button>
            <Button type="submit" form={FORM_ID} disabled={create.isPending}>
              {create.isPending ? i18n._('Sending…') : i18n._('Submit')}
            </Button>
          </>
        )
      }
    >
      {done ? (
        <div role="status" className="rounded-2xl bg-emerald-50 p-6 text-center">
          <p className="text-lg font-semibold text-emerald-900">
            {i18n._("Thank you for your suggestion! We'll review it soon. 🙏")}
          </p>
        </div>
      ) : (
        <SuggestForm create={create} />
      )}
    </Modal>
  );
}

function SuggestForm({ create }: { create: ReturnType<typeof useCreateSuggestion> }) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errors);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { ...values, website: honeypot.current?.value ?? '' };
    const { SuggestionSchema } = await loadFormSchemas();
    const parsed = SuggestionSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(toFormErrors(issuesToFields(parsed.error.issues), SHAPE).errors);
      setAlert(null);
      return;
    }
    setErrors({});
    setAlert(null);
    create.mutate(input, {
      onSuccess: () => track('suggestion_sent'),
      onError: (failure) => {
        if (failure instanceof ApiError) {
          setErrors(toFormErrors(failure.fields, SHAPE).errors);
          setAlert(failure.message);
        } else {
          setAlert(i18n._('Could not send your suggestion. Please try again.'));
        }
      },
    });
  };

  const field = (
    key: keyof Values,
    label: string,
    options: { required?: boolean; multiline?: boolean; placeholder?: string; autoComplete?: string } = {},
  ) => {
    const id = `suggest-${key}`;
    const props = {
      id,
      name: key,
      value: values[key],
      placeholder: options.placeholder,
      onChange: (event: { target: { value: string } }) =>
        setValues((current) => ({ ...current, [key]: event.target.value })),
      'aria-invalid': errors[key] ? true : undefined,
      'aria-describedby': errors[key] ? errorId(id) : undefined,
      'aria-required': options.required || undefined,
      className: inputClass,
    };
    return (
      <Field id={id} label={label} required={options.required} error={errors[key]}>
        {options.multiline ? (
          <textarea rows={4} {...props} />
        ) : (
          <input type="text" autoComplete={options.autoComplete ?? 'off'} {...props} />
        )}
      </Field>
    );
  };

  return (
    <form ref={formRef} id={FORM_ID} onSubmit={submit} noValidate className="space-y-4">
      {field('placeName', i18n._('Place Name'), { required: true, placeholder: i18n._('e.g. Crater Lake') })}
      {field('location', i18n._('Location'), { placeholder: i18n._('City, region or country') })}
      {field('reason', i18n._('Why should we visit?'), {
        multiline: true,
        placeholder: i18n._('What makes it special?'),
      })}
      {field('name', i18n._('Your Name (optional)'), { autoComplete: 'name' })}
      {/* A honeypot: hidden from people and assistive technology; bots fill it and are refused. */}
      <input
        ref={honeypot}
        type="text"
        name="website"
        tabIndex={-1}
        autoComplete="off"
        aria-hidden="true"
        className="pointer-events-none absolute -start-[9999px] h-px w-px opacity-0"
        defaultValue=""
      />
      {alert && <FormAlert>{formMessage(alert)}</FormAlert>}
    </form>
  );
}
