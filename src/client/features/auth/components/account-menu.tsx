import { lazy, Suspense, useState } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { LogInIcon } from '../../../components/ui/icons';
import { useOwner } from '../api/use-owner';

// Visitors load neither the owner's menu nor the sign-in dialog until they need them.
const OwnerMenu = lazy(async () => ({ default: (await import('./owner-menu')).OwnerMenu }));
const SignInDialog = lazy(async () => ({ default: (await import('./sign-in-dialog')).SignInDialog }));

const placeholder = <span className="h-9 w-9 animate-pulse rounded-full bg-slate-100" aria-hidden="true" />;

/** Visitors get a discreet "Sign in"; the owner gets their name and avatar with the account menu. */
export function AccountMenu() {
  const { owner, isLoading } = useOwner();
  const [signingIn, setSigningIn] = useState(false);
  const [dialogLoaded, setDialogLoaded] = useState(false);

  if (isLoading) return placeholder;

  if (owner) {
    return (
      <Suspense fallback={placeholder}>
        <OwnerMenu owner={owner} />
      </Suspense>
    );
  }

  return (
    <>
      <button
        type="button"
        onClick={() => {
          setDialogLoaded(true);
          setSigningIn(true);
        }}
        className={buttonClass('ghost', 'sm', 'text-slate-600 hover:text-slate-900')}
      >
        <LogInIcon size={16} className="hidden sm:block" />
        Sign in
      </button>
      {dialogLoaded && (
        <Suspense fallback={null}>
          <SignInDialog open={signingIn} onOpenChange={setSigningIn} />
        </Suspense>
      )}
    </>
  );
}
