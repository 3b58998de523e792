import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdate, User } from '../../shared/auth';
import type { SecondFactorChallenge } from '../../shared/passkey-schema';
import { api } from './api';
import { ownerKey } from './query-keys/owner';
import { markSignedOut } from './use-owner';

// Signing in and out and changing the profile: only the dialogs and menus that do it load this (and
// the query library's mutations with it), never a visitor's first page.

/** Signed in (undefined), or the password was right and a passkey must complete it (202). */
type SignInAnswer = SecondFactorChallenge<PublicKeyCredentialRequestOptionsJSON> | undefined;

export function useSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      api<SignInAnswer>('/auth/login', { method: 'POST', body: { password } }),
    onSuccess: (answer) => {
      if (!answer) return client.invalidateQueries({ queryKey: ownerKey });
    },
  });
}

export function useSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>('/auth/logout', { method: 'POST' }),
    // Whatever the server said, this browser is a visitor again.
    onSettled: () => markSignedOut(client),
  });
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileUpdate) =>
      api<{ user: User }>('/auth/me', { method: 'PATCH', body: changes }),
    onSuccess: ({ user }) => client.setQueryData(ownerKey, user),
  });
}
