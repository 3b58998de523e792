import { useState, type FormEvent } from 'react';
import { PasskeyNameSchema } from '#shared/passkey-schema.ts';
import { toast } from '#client/components/ui/toast.tsx';
import { ApiError } from '#client/lib/api.ts';
import { formMessage, i18n } from '#client/lib/i18n.ts';
import { Button } from '#client/components/ui/button.tsx';
import { errorAria, Field, FormAlert, inputClass } from '#client/components/ui/field.tsx';
import { Modal } from '#client/components/ui/modal.tsx';
import { useAddPasskey } from '../api/use-passkeys';

// The dialogs of Profile Settings' passkeys. They render in a portal, but React still sends their
// submit up to the profile form around the section: each stops it.

export const messageOf = (failure: unknown) =>
  failure instanceof Error ? failure.message : i18n._('Something went wrong. Please try again.');

/** Names a new passkey, then the browser creates it (its own prompt) and the server keeps it. */
export function AddPasskeyDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [name, setName] = useState('');
  const [error, setError] = useState<{ name?: string; form?: string }>({});
  const add = useAddPasskey();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const parsed = PasskeyNameSchema.safeParse(name);
    if (!parsed.success) return setError({ name: parsed.error.issues[0]?.message });
    setError({});
    add.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(i18n._('Passkey “{name}” added', { name: parsed.data }));
        setName('');
        onOpenChange(false);
      },
      onError: (failure) => setError({ form: messageOf(failure) }),
    });
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) setError({});
        onOpenChange(next);
      }}
      title={i18n._('Add a passkey')}
      description={i18n._('Name it after the device or key that holds it, to tell your passkeys apart.')}
      size="sm"
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field id="passkey-name" label={i18n._('Name')} error={error.name}>
          <input
            id="passkey-name"
            type="text"
            autoComplete="off"
            placeholder={i18n._('e.g. My laptop')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            {...errorAria('passkey-name', error.name)}
            className={inputClass}
          />
        </Field>
        {error.form && <FormAlert>{formMessage(error.form)}</FormAlert>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {i18n._('Cancel')}
          </Button>
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? i18n._('Waiting for your passkey…') : i18n._('Add passkey')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** Asks for the password before a change that weakens the sign-in; a wrong one is said inline. */
export function PasswordDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: (password: string) => Promise<unknown>;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const close = () => {
    setPassword('');
    setError(null);
    onOpenChange(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!password) return setError(i18n._('Enter your password'));
    setPending(true);
    try {
      await onConfirm(password);
      close();
    } catch (failure) {
      setError(
        failure instanceof ApiError ? (failure.fields.password ?? failure.message) : messageOf(failure),
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())} title={title} size="sm">
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <p className="text-sm text-slate-700">{description}</p>
        <Field id="passkey-password" label={i18n._('Password')} error={error ?? undefined}>
          <input
            id="passkey-password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            {...errorAria('passkey-password', error)}
            className={inputClass}
          />
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            {i18n._('Cancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={pending}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
