import { authRoutes } from '#shared/api/routes/auth.generated.ts';
import { markSignedOut } from './use-owner';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdate } from '#shared/auth.ts';
import { SecondFactorChallengeSchema } from '#shared/passkey-schema.ts';
import { call } from './api';
import { ownerKey } from './query-keys/owner';

// Signing in and out and changing the profile: only the dialogs and menus that do it load this (and
// the query library's mutations with it), never a visitor's first page.

/**
 * Signed in (204: undefined), or the password was right and a passkey must complete it (202: the
 * challenge, which the contract names apart since a route declares one good answer).
 */
const SignInAnswerSchema = SecondFactorChallengeSchema.optional();

export function useSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (password: string) =>
      SignInAnswerSchema.parse(await call(authRoutes.login, { body: { password } })),
    onSuccess: (answer) => {
      if (!answer) return client.invalidateQueries({ queryKey: ownerKey });
    },
  });
}

export function useSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(authRoutes.logout),
    // Whatever the server said, this browser is a visitor again.
    onSettled: () => markSignedOut(client),
  });
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileUpdate) => call(authRoutes.updateMe, { body: changes }),
    onSuccess: ({ user }) => client.setQueryData(ownerKey, user),
  });
}
