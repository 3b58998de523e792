import { siteRoutes } from '#shared/api/routes/site.generated.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Onboarding } from '#shared/onboarding.ts';
import { call } from '#client/lib/api.ts';
import { siteConfigQuery } from '#client/lib/site-config.ts';
import { onboardingKey, ownerKey } from '#client/lib/query-keys/owner.ts';

// The first sign-in's "Welcome — make the site yours": whether to ask, Save and Later.

const onboardingQuery = queryOptions({
  queryKey: onboardingKey,
  queryFn: ({ signal }) => call(siteRoutes.onboarding, { signal }),
  staleTime: Infinity,
  retry: false,
});

/** GET /api/onboarding, while the owner is signed in. */
export function useOnboardingStatus(signedIn: boolean) {
  return useQuery({ ...onboardingQuery, enabled: signedIn });
}

/** PUT /api/onboarding: the header shows the new name, every page the new channel link. */
export function useSaveOnboarding() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answer: Onboarding) => call(siteRoutes.saveOnboarding, { body: answer }),
    onSuccess: ({ user }) => {
      client.setQueryData(ownerKey, user);
      client.setQueryData(onboardingQuery.queryKey, { ask: false });
      return client.invalidateQueries({ queryKey: siteConfigQuery.queryKey });
    },
  });
}

/** POST /api/onboarding/later: no browser asks again. */
export function useOnboardLater() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(siteRoutes.onboardLater),
    onMutate: () => client.setQueryData(onboardingQuery.queryKey, { ask: false }),
  });
}
