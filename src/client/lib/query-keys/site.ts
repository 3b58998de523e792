/** The site's configuration; the owner's onboarding and settings write it. */
export const siteKey = ['site'] as const;
/** The statistics, computed by the server. */
export const statsKey = ['stats'] as const;
/** The country and US state at each of the photo groups' centres, rounded (`at` joins them). */
export const photoRegionsKey = (at: string) => ['photo-places', 'regions', at] as const;
