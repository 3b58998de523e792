import { useState, type FormEvent } from 'react';
import type { Onboarding } from '#shared/onboarding.ts';
import { Button } from '#client/components/ui/button.tsx';
import { errorAria, Field, FormAlert, inputClass } from '#client/components/ui/field.tsx';
import { Modal } from '#client/components/ui/modal.tsx';
import { toast } from '#client/components/ui/toast.tsx';
import { ApiError } from '#client/lib/api.ts';
import { toFormErrors, type FormShape } from '#client/lib/form-errors.ts';
import { formMessage, i18n } from '#client/lib/i18n.ts';
import { useOnboardLater, useSaveOnboarding } from '../api/onboarding';

type FieldName = keyof Onboarding;
type Errors = Partial<Record<FieldName | 'form', string>>;

const SHAPE: FormShape<FieldName> = { fields: ['name', 'email', 'channelUrl'] };
const ID = 'onboarding';

/**
 * "Welcome — make the site yours": the first sign-in of a new site asks for the creator's name,
 * email and channel link. Save stores all three (PUT /api/onboarding), or shows under each field
 * what the server's schema refused (one path for every message; zod stays out of the owner's
 * chunks, and the site settings' schema in the inbox's). Later, or closing the dialog,
 * keeps the defaults, and no browser asks again. Both stay editable in Profile Settings and the
 * inbox's site settings.
 */
export function OnboardingDialog({ onClose }: { onClose: () => void }) {
  const [values, setValues] = useState<Onboarding>({ name: '', email: '', channelUrl: '' });
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveOnboarding();
  const later = useOnboardLater();

  const dismiss = () => {
    later.mutate(undefined, {
      onError: (failure) =>
        toast.error(
          i18n._('We will ask again next time: {reason}', {
            reason: failure instanceof ApiError ? failure.message : i18n._('the answer was not saved.'),
          }),
        ),
    });
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    save.mutate(values, {
      onSuccess: ({ user }) => {
        toast.success(i18n._('Welcome, {name}! The site is yours.', { name: user.name }));
        onClose();
      },
      onError: (failure) =>
        setErrors(
          failure instanceof ApiError
            ? { ...toFormErrors(failure.fields, SHAPE).errors, form: failure.message }
            : { form: i18n._('Could not save. Please try again.') },
        ),
    });
  };

  const input = (field: FieldName, type: string, autoComplete: string, placeholder: string) => (
    <input
      id={`${ID}-${field}`}
      name={field}
      type={type}
      autoComplete={autoComplete}
      placeholder={placeholder}
      value={values[field]}
      onChange={(event) => {
        const value = event.target.value;
        setValues((current) => ({ ...current, [field]: value }));
        setErrors(({ [field]: _fixed, ...others }) => others);
      }}
      {...errorAria(`${ID}-${field}`, errors[field])}
      className={inputClass}
    />
  );

  return (
    <Modal
      open
      onOpenChange={(open) => !open && dismiss()}
      // Straight to the first question, not the close button.
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        document.getElementById(`${ID}-name`)?.focus();
      }}
      title={i18n._('Welcome — make the site yours')}
      description={i18n._(
        "The site still shows the demo's name, email and channel. Tell visitors who you are; you can change these later in Profile Settings and the site settings.",
      )}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field id={`${ID}-name`} label={i18n._('Your name')} error={errors.name} required>
          {input('name', 'text', 'name', 'Ana Lopes')}
        </Field>
        <Field id={`${ID}-email`} label={i18n._('Email')} error={errors.email} required>
          {input('email', 'email', 'email', 'you@example.com')}
        </Field>
        <Field
          id={`${ID}-channelUrl`}
          label={i18n._('Channel link')}
          error={errors.channelUrl}
          hint={i18n._('Where “Follow my videos” leads.')}
          required
        >
          {input('channelUrl', 'url', 'url', 'https://www.youtube.com/@yourchannel')}
        </Field>
        {errors.form && <FormAlert>{formMessage(errors.form)}</FormAlert>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={dismiss} disabled={save.isPending}>
            {i18n._('Later')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? i18n._('Saving…') : i18n._('Save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
