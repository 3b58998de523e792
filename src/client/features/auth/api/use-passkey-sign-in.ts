import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ownerKey } from '../../../lib/query-keys/owner';
import { signWithPasskey } from './webauthn';

/**
 * Signs in with a passkey: alone (the server's options fetched first), or as the second step after
 * the right password (the options its 202 gave). Only the sign-in dialog loads it.
 */
export function usePasskeySignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (secondFactor?: PublicKeyCredentialRequestOptionsJSON) => {
      const options =
        secondFactor ??
        (await api<PublicKeyCredentialRequestOptionsJSON>('/auth/passkey-login/options', { method: 'POST' }));
      const response = await signWithPasskey(options);
      await api<void>('/auth/passkey-login', { method: 'POST', body: { response } });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ownerKey }),
  });
}
