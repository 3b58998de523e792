/** The signed-in owner, or null for a visitor (use-owner.ts). */
export const ownerKey = ['auth', 'me'] as const;
/** The owner's passkeys: named apart from their module so that signing out drops them without loading it. */
export const passkeysKey = ['auth', 'passkeys'] as const;
/** Whether to ask the first sign-in's "Welcome — make the site yours". */
export const onboardingKey = ['auth', 'onboarding'] as const;
