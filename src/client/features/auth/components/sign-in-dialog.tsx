import { useState, type FormEvent } from 'react';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api';
import { Button } from '../../../components/ui/button';
import { errorId, Field, FormAlert, inputClass } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { useSignIn } from '../api/use-owner';

const DESCRIPTION = 'Only the creator of Fru World signs in, to curate the places.';

/**
 * The owner's sign-in: one password field; a refusal shows the server's words inline. Also asked
 * over an open form when the session ended (`description` says so, `onSignedIn` retries the save).
 */
export function SignInDialog({
  open,
  onOpenChange,
  description = DESCRIPTION,
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
      title="Sign in"
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

function SignInForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const signIn = useSignIn();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError('Please enter your password.');
      return;
    }
    setError(null);
    signIn.mutate(password, {
      onSuccess: () => {
        toast.success('Signed in. Welcome back!');
        onDone();
      },
      onError: (failure) =>
        setError(failure instanceof ApiError ? failure.message : 'Could not sign in. Please try again.'),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field id="sign-in-password" label="Password">
        <input
          id="sign-in-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId('sign-in-password') : undefined}
          className={inputClass}
        />
      </Field>
      {error && <FormAlert id={errorId('sign-in-password')}>{error}</FormAlert>}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={signIn.isPending}>
          {signIn.isPending ? 'Signing in…' : 'Sign in'}
        </Button>
      </div>
    </form>
  );
}
