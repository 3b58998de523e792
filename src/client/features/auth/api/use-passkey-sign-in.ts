import { authRoutes } from '#shared/api/routes/auth.generated.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownerKey } from '#client/lib/query-keys/owner.ts';
import type { PasskeyRequestOptions } from '#shared/passkey-schema.ts';
import { call } from '#client/lib/api.ts';
import { signWithPasskey } from './webauthn';

/**
 * Signs in with a passkey: alone (the server's options fetched first), or as the second step after
 * the right password (the options its 202 gave). Only the sign-in dialog loads it.
 */
export function usePasskeySignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (secondFactor?: PasskeyRequestOptions) => {
      const options = secondFactor ?? (await call(authRoutes.passkeyLoginOptions, { body: {} }));
      const response = await signWithPasskey(options);
      await call(authRoutes.passkeyLogin, { body: { response } });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ownerKey }),
  });
}
