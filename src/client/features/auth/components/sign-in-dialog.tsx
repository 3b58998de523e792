import type { PasskeyRequestOptions } from '#shared/passkey-schema.ts';
import { useState, type FormEvent } from 'react';
import { toast } from '#client/components/ui/toast.tsx';
import { ApiError } from '#client/lib/api.ts';
import { i18n } from '#client/lib/i18n.ts';
import { Button } from '#client/components/ui/button.tsx';
import { errorId, Field, FormAlert, inputClass } from '#client/components/ui/field.tsx';
import { Modal } from '#client/components/ui/modal.tsx';
import { useSignIn } from '#client/lib/owner-session.ts';
import { usePasskeySignIn } from '../api/use-passkey-sign-in';
import { browserSupportsPasskeys, PasskeyCancelled } from '../api/webauthn';

const DESCRIPTION = /*i18n*/ 'Only the creator of Fru World signs in, to curate the places.';

/**
 * The owner's sign-in: a password (completed with a passkey when the second factor is on), or a
 * passkey alone; a refusal shows the server's words inline. Also asked over an open form when the
 * session ended (`description` says so, `onSignedIn` retries the save).
 */
export function SignInDialog({
  open,
  onOpenChange,
  description = i18n._(DESCRIPTION),
  onSignedIn,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  description?: string;
  onSignedIn?: () => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={i18n._('Sign in')}
      description={description}
      size="sm"
      onOpenAutoFocus={(event) => {
        // Straight to the one field that matters.
        event.preventDefault();
        document.getElementById('sign-in-password')?.focus();
      }}
    >
      <SignInForm
        onDone={() => {
          onSignedIn?.();
          onOpenChange(false);
        }}
        onCancel={() => onOpenChange(false)}
      />
    </Modal>
  );
}

const failureMessage = (failure: unknown) =>
  failure instanceof ApiError || failure instanceof Error
    ? failure.message
    : i18n._('Could not sign in. Please try again.');

function SignInForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The password was right; a passkey must complete the sign-in (the server's challenge).
  const [secondFactor, setSecondFactor] = useState(false);
  const signIn = useSignIn();
  const passkey = usePasskeySignIn();
  const busy = signIn.isPending || passkey.isPending;

  const signedIn = () => {
    toast.success(i18n._('Signed in. Welcome back!'));
    onDone();
  };

  const withPasskey = (options?: PasskeyRequestOptions) => {
    setError(null);
    passkey.mutate(options, {
      onSuccess: signedIn,
      onError: (failure) =>
        setError(
          failure instanceof PasskeyCancelled && options
            ? i18n._(
                'The passkey prompt was closed. Your password is kept: use your passkey to finish signing in.',
              )
            : failureMessage(failure),
        ),
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(i18n._('Please enter your password.'));
      return;
    }
    setError(null);
    signIn.mutate(password, {
      onSuccess: (answer) => {
        if (!answer) return signedIn();
        setSecondFactor(true);
        // Each challenge answers once: asking again starts from the password, which is kept.
        withPasskey(answer.options);
      },
      onError: (failure) => setError(failureMessage(failure)),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field id="sign-in-password" label={i18n._('Password')}>
        <input
          id="sign-in-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setSecondFactor(false);
          }}
          aria-invalid={error && !secondFactor ? true : undefined}
          aria-describedby={error ? errorId('sign-in-password') : undefined}
          className={inputClass}
        />
      </Field>
      {secondFactor && (
        <FormAlert tone="info">
          {i18n._('Your password is right. Confirm with your passkey to finish signing in.')}
        </FormAlert>
      )}
      {error && <FormAlert id={errorId('sign-in-password')}>{error}</FormAlert>}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {i18n._('Cancel')}
        </Button>
        <Button type="submit" disabled={busy}>
          {signIn.isPending
            ? i18n._('Signing in…')
            : secondFactor
              ? i18n._('Use my passkey')
              : i18n._('Sign in')}
        </Button>
      </div>
      {/* Not "Sign in with…": the password's "Sign in" button stays the only one of that name. */}
      {browserSupportsPasskeys() && !secondFactor && (
        <div className="border-t border-slate-200 pt-4">
          <Button variant="secondary" className="w-full" disabled={busy} onClick={() => withPasskey()}>
            {passkey.isPending ? i18n._('Waiting for your passkey…') : i18n._('Continue with a passkey')}
          </Button>
        </div>
      )}
    </form>
  );
}
