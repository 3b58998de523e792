import { useQueryClient } from '@tanstack/react-query';
import { markSignedOut, useOwner } from '#client/lib/use-owner.ts';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { preloadToasts } from '#client/components/ui/toast.tsx';
import { locationKeys } from '#client/lib/query-keys/locations.ts';
import { onSessionEnded, setReauthenticate } from '#client/lib/api.ts';
import { i18n } from '#client/lib/i18n.ts';

const SignInDialog = lazy(async () => ({
  default: (await import('#client/features/auth/components/sign-in-dialog.tsx')).SignInDialog,
}));

/**
 * Follows the real session: a 401 from the server signs this browser out in the header. A write
 * refused with 401 opens the sign-in dialog over the form instead of losing it; once the owner is
 * signed in again, the API client retries the write (src/client/lib/api.ts). The owner's toasts are
 * loaded at once, so one saying the connection failed never needs a download.
 */
export function SessionHost() {
  const client = useQueryClient();
  const { isOwner, isLoading } = useOwner();
  useEffect(() => {
    if (isOwner) preloadToasts();
  }, [isOwner]);
  // Signing in (by password or passkey) brings the owner's places, private ones too; signing out
  // drops them (markSignedOut). The first answer of the page is not a change.
  const wasOwner = useRef<boolean | null>(null);
  useEffect(() => {
    if (isLoading) return;
    if (wasOwner.current === false && isOwner) {
      void client.invalidateQueries({ queryKey: locationKeys.all });
      void client.invalidateQueries({ queryKey: locationKeys.types() });
    }
    wasOwner.current = isOwner;
  }, [client, isOwner, isLoading]);
  const [asking, setAsking] = useState(false);
  const answer = useRef<((signedIn: boolean) => void) | null>(null);

  useEffect(() => onSessionEnded(() => markSignedOut(client)), [client]);
  useEffect(
    () =>
      setReauthenticate(
        () =>
          new Promise<boolean>((resolve) => {
            answer.current = resolve;
            setAsking(true);
          }),
      ),
    [],
  );

  const settle = (signedIn: boolean) => {
    answer.current?.(signedIn);
    answer.current = null;
  };

  if (!asking) return null;
  return (
    <Suspense fallback={null}>
      <SignInDialog
        open
        description={i18n._('Your session has ended. Sign in again to save.')}
        onSignedIn={() => settle(true)}
        onOpenChange={(open) => {
          if (open) return;
          settle(false);
          setAsking(false);
        }}
      />
    </Suspense>
  );
}
