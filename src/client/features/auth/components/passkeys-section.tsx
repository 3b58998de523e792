import { useState } from 'react';
import type { PasskeySummary } from '#shared/passkey-schema.ts';
import { toast } from '#client/components/ui/toast.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { FormAlert } from '#client/components/ui/field.tsx';
import { formMessage, i18n } from '#client/lib/i18n.ts';
import { dateFormat } from '#client/lib/intl.ts';
import { usePasskeys, useRemovePasskey, useRequirePasskey } from '../api/use-passkeys';
import { browserSupportsPasskeys } from '../api/webauthn';
import { AddPasskeyDialog, messageOf, PasswordDialog } from './passkey-dialogs';

const day = (iso: string) =>
  dateFormat({ year: 'numeric', month: 'short', day: 'numeric' }).format(new Date(iso));

/**
 * Profile Settings' passkeys: the list, adding one (named), removing one and the second factor.
 * What weakens the sign-in (removing one, turning the second factor off) asks for the password.
 */
export function PasskeysSection() {
  const passkeys = usePasskeys();
  const requirePasskey = useRequirePasskey();
  const removePasskey = useRemovePasskey();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PasskeySummary | null>(null);
  const [turningOff, setTurningOff] = useState(false);
  const list = passkeys.data?.passkeys ?? [];
  const supported = browserSupportsPasskeys();

  return (
    <section aria-labelledby="passkeys-heading" className="space-y-3 rounded-xl border border-slate-200 p-4">
      <h3 id="passkeys-heading" className="text-sm font-semibold text-slate-800">
        {i18n._('Passkeys')}
      </h3>
      <p className="text-sm text-slate-600">
        {i18n._('Sign in with your fingerprint, face or device PIN instead of typing your password.')}
      </p>
      {passkeys.isError && <FormAlert>{formMessage(messageOf(passkeys.error))}</FormAlert>}
      {passkeys.isSuccess && list.length === 0 && (
        <p className="text-sm text-slate-600">{i18n._('No passkeys yet.')}</p>
      )}
      {list.length > 0 && (
        <ul
          className="divide-y divide-slate-200 rounded-lg border border-slate-200"
          aria-label={i18n._('Your passkeys')}
        >
          {list.map((passkey) => (
            <li key={passkey.id} className="flex items-center gap-3 px-3 py-2">
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-slate-900">{passkey.name}</p>
                <p className="text-xs text-slate-600">
                  {i18n._('Added {date}', { date: day(passkey.createdAt) })} ·{' '}
                  {passkey.lastUsedAt
                    ? i18n._('Last used {date}', { date: day(passkey.lastUsedAt) })
                    : i18n._('Not used yet')}
                </p>
              </div>
              <Button
                variant="ghost"
                size="sm"
                aria-label={i18n._('Remove passkey {name}', { name: passkey.name })}
                onClick={() => setRemoving(passkey)}
              >
                {i18n._('Remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {list.length > 0 && (
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-0.5 h-4 w-4 accent-teal-700"
            checked={passkeys.data?.requirePasskey ?? false}
            disabled={requirePasskey.isPending}
            onChange={(event) => {
              if (!event.target.checked) return setTurningOff(true);
              requirePasskey.mutate(
                { requirePasskey: true },
                { onError: (failure) => toast.error(formMessage(messageOf(failure))) },
              );
            }}
          />
          <span>
            {i18n._('Ask for a passkey after the password')}
            <span className="block text-xs text-slate-600">
              {i18n._('A password alone then no longer signs in, so a leaked password is not enough.')}
            </span>
          </span>
        </label>
      )}
      {supported ? (
        <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
          {i18n._('Add a passkey')}
        </Button>
      ) : (
        <p className="text-sm text-slate-600">{i18n._('This browser cannot create or use passkeys.')}</p>
      )}
      <AddPasskeyDialog open={adding} onOpenChange={setAdding} />
      <PasswordDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={i18n._('Remove this passkey?')}
        description={i18n._('“{name}” will no longer sign you in. Enter your password to confirm.', {
          name: removing?.name ?? '',
        })}
        confirmLabel={i18n._('Remove passkey')}
        onConfirm={(password) =>
          removing ? removePasskey.mutateAsync({ id: removing.id, password }) : Promise.resolve()
        }
      />
      <PasswordDialog
        open={turningOff}
        onOpenChange={setTurningOff}
        title={i18n._('Stop asking for a passkey?')}
        description={i18n._('Your password alone will sign you in again. Enter your password to confirm.')}
        confirmLabel={i18n._('Stop asking')}
        onConfirm={(password) => requirePasskey.mutateAsync({ requirePasskey: false, password })}
      />
    </section>
  );
}
