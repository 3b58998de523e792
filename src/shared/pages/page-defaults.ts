import { ABOUT_DEFAULT } from './defaults/about';
import { ABOUT_ME_DEFAULT } from './defaults/about-me';
import { ADVERTISE_DEFAULT } from './defaults/advertise';
import { AFFILIATE_DISCLOSURE_DEFAULT } from './defaults/affiliate-disclosure';
import { CONTACT_DEFAULT } from './defaults/contact';
import { FAQS_DEFAULT } from './defaults/faqs';
import { PRIVACY_DEFAULT } from './defaults/privacy';
import { SPONSOR_DEFAULT } from './defaults/sponsor';
import { START_HERE_DEFAULT } from './defaults/start-here';
import { TERMS_DEFAULT } from './defaults/terms';
import { TRIP_PACKS_DEFAULT } from './defaults/trip-packs';
import type { PageContentOf, PageSlug } from './page-schema';

/**
 * Each page's words until the owner edits it: the spec's site, word for word. The server's; a
 * page in the browser imports only its own defaults file (usePage takes them).
 */
export const PAGE_DEFAULTS: { [S in PageSlug]: PageContentOf<S> } = {
  'about-me': ABOUT_ME_DEFAULT,
  faqs: FAQS_DEFAULT,
  'start-here': START_HERE_DEFAULT,
  privacy: PRIVACY_DEFAULT,
  terms: TERMS_DEFAULT,
  'affiliate-disclosure': AFFILIATE_DISCLOSURE_DEFAULT,
  about: ABOUT_DEFAULT,
  advertise: ADVERTISE_DEFAULT,
  sponsor: SPONSOR_DEFAULT,
  'trip-packs': TRIP_PACKS_DEFAULT,
  contact: CONTACT_DEFAULT,
};

export { DEFAULT_PAGE_VERSION } from './page-version';
