import { routes } from '../../../../shared/api/routes.generated';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Onboarding } from '../../../../shared/onboarding';
import { call } from '../../../lib/api';
import { siteConfigQuery } from '../../../lib/site-config';
import { onboardingKey, ownerKey } from '../../../lib/query-keys/owner';

// The first sign-in's "Welcome — make the site yours": whether to ask, Save and Later.

const onboardingQuery = queryOptions({
  queryKey: onboardingKey,
  queryFn: ({ signal }) => call(routes.site.onboarding, { signal }),
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
    mutationFn: (answer: Onboarding) => call(routes.site.saveOnboarding, { body: answer }),
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
    mutationFn: () => call(routes.site.onboardLater),
    onMutate: () => client.setQueryData(onboardingQuery.queryKey, { ask: false }),
  });
}
