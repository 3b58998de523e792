import { ABOUT_ME_DEFAULT } from './defaults/about-me';
import { AFFILIATE_DISCLOSURE_DEFAULT } from './defaults/affiliate-disclosure';
import { FAQS_DEFAULT } from './defaults/faqs';
import { PRIVACY_DEFAULT } from './defaults/privacy';
import { START_HERE_DEFAULT } from './defaults/start-here';
import { TERMS_DEFAULT } from './defaults/terms';
import type { PageContentOf, PageSlug } from './page-schema';

/** Each page's words until the owner edits it: the spec's site, word for word. */
export const PAGE_DEFAULTS: { [S in PageSlug]: PageContentOf<S> } = {
  'about-me': ABOUT_ME_DEFAULT,
  faqs: FAQS_DEFAULT,
  'start-here': START_HERE_DEFAULT,
  privacy: PRIVACY_DEFAULT,
  terms: TERMS_DEFAULT,
  'affiliate-disclosure': AFFILIATE_DISCLOSURE_DEFAULT,
};

/** A page never edited is at version 1; the first save makes it 2. */
export const DEFAULT_PAGE_VERSION = 1;
