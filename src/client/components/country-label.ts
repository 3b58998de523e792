// Countries in the page's language. Places store a country by its English name ("United States");
// a page in another language shows the name Intl gives its ISO code ("Estados Unidos"), from the
// table of codes loadCatalogue (lib/i18n.ts) loads with the catalogue (shared/geo/country-namer.ts). An English
// page loads nothing for it. Only what is shown changes: filters and links keep the English name.

let named: ((name: string) => string) | undefined;

/** How countries are named from now on: set once the page's table of codes has loaded. */
export const setCountryNamer = (namer: (name: string) => string) => void (named = namer);

/** A country as the page's language names it; its English name on an English page, and for a name no code has. */
export const countryLabel = (name: string): string => named?.(name) ?? name;
