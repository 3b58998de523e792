/** Says a message in a language: the embed's catalogue of it, or English as written. */
export type Say = (message: string, values: Record<string, string>) => string;

/**
 * The iframe's title in the embed's language: the owner's Embed dialog writes it into the snippet
 * it gives, for the screen readers of the site that frames the map. Its words are the embed's
 * catalogue's (lingui.config.ts), which the dialog loads for the language chosen.
 */
export const snippetTitle = (say: Say, brand: string, place?: { name: string }) =>
  place
    ? say(/*i18n*/ '{name} on the {brand} map', { name: place.name, brand })
    : say(/*i18n*/ 'Travel map of {brand}', { brand });
