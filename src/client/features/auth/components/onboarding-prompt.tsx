import { lazy, Suspense, useState } from 'react';
import { useOnboardingStatus } from '../api/onboarding';

// Asked once per site: the dialog (and zod with it) loads only when the server says to ask.
const OnboardingDialog = lazy(async () => ({
  default: (await import('./onboarding-dialog')).OnboardingDialog,
}));

/** Opens "Welcome — make the site yours" when the signed-in creator's site is still the demo's. */
export function OnboardingPrompt({ signedIn }: { signedIn: boolean }) {
  const { data } = useOnboardingStatus(signedIn);
  const [closed, setClosed] = useState(false);
  if (!signedIn || !data?.ask || closed) return null;
  return (
    <Suspense fallback={null}>
      <OnboardingDialog onClose={() => setClosed(true)} />
    </Suspense>
  );
}
