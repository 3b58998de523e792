// The words of the heads every page's catalogue holds (lingui.config.ts: the site's catalogue and
// the server's): the home page's title and description, the site's sharing image's text and the
// not-found page's. routes.ts has the other pages', place-head.ts a place page's.
/** The home page's title and description (figure tokens: shared/figures.ts). */
export const HOME_META = {
  title: /*i18n*/ 'Interactive Travel Map',
  description:
    'Explore {places|1,500+} destinations I have visited, planned or wishlisted: national parks, {unesco|306} UNESCO sites and hidden gems in {countries|50+} countries on one interactive map.',
} as const;

/** The site's sharing image's text. */
export const SITE_IMAGE_ALT =
  'Fru World: {places|1,500+} destinations, {unesco|306} UNESCO sites and {countries|50+} countries on one interactive map';

/** The two texts above as their messages, `{places}` for `{places|1,500+}` (routes.ts FIGURE_MESSAGES). */
export const SITE_FIGURE_MESSAGES = [
  /*i18n*/ 'Fru World: {places} destinations, {unesco} UNESCO sites and {countries} countries on one interactive map',
  /*i18n*/ 'Explore {places} destinations I have visited, planned or wishlisted: national parks, {unesco} UNESCO sites and hidden gems in {countries} countries on one interactive map.',
] as const;

export const NOT_FOUND_META = {
  title: /*i18n*/ 'Page not found',
  description: /*i18n*/ 'This page does not exist on Fru World.',
} as const;
