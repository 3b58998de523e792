import { authRoutes } from '#shared/api/routes/auth.generated.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PasskeyList } from '#shared/passkey-schema.ts';
import { passkeysKey } from '#client/lib/query-keys/owner.ts';
import { call } from '#client/lib/api.ts';
import { createPasskey } from './webauthn';

// The owner's passkeys in Profile Settings: the list, adding one, removing one, and whether a
// right password must be completed with a passkey. Every change answers with the new list.

export const passkeysQuery = queryOptions({
  queryKey: passkeysKey,
  queryFn: ({ signal }) => call(authRoutes.passkeys, { signal }),
});

export const usePasskeys = () => useQuery(passkeysQuery);

function usePasskeyChange<Input>(change: (input: Input) => Promise<PasskeyList>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (list) => client.setQueryData(passkeysKey, list),
  });
}

/** Asks the server for options, the browser for a new passkey, and the server to keep it. */
export const useAddPasskey = () =>
  usePasskeyChange(async (name: string) => {
    const options = await call(authRoutes.passkeyOptions, { body: {} });
    const response = await createPasskey(options);
    return call(authRoutes.addPasskey, { body: { name, response } });
  });

export const useRemovePasskey = () =>
  usePasskeyChange(({ id, password }: { id: number; password: string }) =>
    call(authRoutes.removePasskey, { params: { id: String(id) }, body: { password } }),
  );

/** Turning it off asks for the password (a weaker sign-in); turning it on does not. */
export const useRequirePasskey = () =>
  usePasskeyChange((body: { requirePasskey: boolean; password?: string }) =>
    call(authRoutes.passkeySettings, { body }),
  );
