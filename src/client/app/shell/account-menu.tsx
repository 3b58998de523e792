import { lazy, Suspense, useState } from 'react';
import { useOwner } from '#client/lib/use-owner.ts';
import { buttonClass } from '#client/components/ui/button.tsx';
import { cn } from '#client/components/ui/cn.ts';
import { LogInIcon } from '#client/components/ui/icons.tsx';
import type { User } from '#shared/auth.ts';
import type { MenuDialogSlot } from './owner-menu';
import { i18n } from '#client/lib/i18n.ts';

// Visitors load neither the owner's menu nor the sign-in dialog until they need them.
const OwnerMenu = lazy(async () => ({ default: (await import('./owner-menu')).OwnerMenu }));
const SignInDialog = lazy(async () => ({
  default: (await import('#client/features/auth/components/sign-in-dialog.tsx')).SignInDialog,
}));

function SignInButton({ onClick, hidden = false }: { onClick?: () => void; hidden?: boolean }) {
  return (
    <button
      type="button"
      onClick={onClick}
      // While the session is being checked, an invisible twin holds the button's room in the header.
      {...(hidden && { 'aria-hidden': true, tabIndex: -1, disabled: true })}
      className={buttonClass('ghost', 'sm', cn('text-slate-600 hover:text-slate-900', hidden && 'invisible'))}
    >
      {/* Under 360 px the header has room for the icon only; the name stays for screen readers. */}
      <LogInIcon size={16} className="hidden max-[359px]:block sm:block" />
      <span className="max-[359px]:sr-only">{i18n._('Sign in')}</span>
    </button>
  );
}

const placeholder = <SignInButton hidden />;

/**
 * Visitors get a discreet "Sign in"; the owner gets their name and avatar with the account menu,
 * with the embed builder the app layer hands in.
 */
export function AccountMenu({ embedDialog }: { embedDialog?: MenuDialogSlot }) {
  const { owner, isLoading } = useOwner();
  const [signingIn, setSigningIn] = useState(false);
  const [dialogLoaded, setDialogLoaded] = useState(false);
  // The owner's menu stays while one of its dialogs is open when a read finds the session ended:
  // the profile being typed, the import being mapped, are not taken away; saving them asks to sign
  // in again (lib/api.ts). The header follows the ended session once the dialog closes.
  const [kept, keep] = useState<User | null>(null);
  const menuOwner = owner ?? kept;

  if (isLoading) return placeholder;

  if (menuOwner) {
    return (
      <Suspense fallback={placeholder}>
        <OwnerMenu owner={menuOwner} embedDialog={embedDialog} onKeep={keep} />
      </Suspense>
    );
  }

  return (
    <>
      <SignInButton
        onClick={() => {
          setDialogLoaded(true);
          setSigningIn(true);
        }}
      />
      {dialogLoaded && (
        <Suspense fallback={null}>
          <SignInDialog open={signingIn} onOpenChange={setSigningIn} />
        </Suspense>
      )}
    </>
  );
}
