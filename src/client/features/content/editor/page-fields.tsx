import type { ComponentType } from 'react';
import type { PageContentOf, PageSlug } from '#shared/pages/page-schema.ts';
import { AboutFields } from './about-fields';
import { AboutMeFields } from './about-me-fields';
import { AdvertiseFields } from './advertise-fields';
import { ContactFields } from './contact-fields';
import { FaqsFields } from './faqs-fields';
import { AffiliateFields, LegalFields } from './legal-fields';
import type { Errors } from './list-fields';
import { SponsorFields } from './sponsor-fields';
import { StartHereFields } from './start-here-fields';
import { TripPacksFields } from './trip-packs-fields';

type FieldsOf<S extends PageSlug> = ComponentType<{
  value: PageContentOf<S>;
  onChange: (next: PageContentOf<S>) => void;
  errors: Errors;
}>;

/** Each page's own fields, between its title and its body. */
export const PAGE_FIELDS: { [S in PageSlug]?: FieldsOf<S> } = {
  about: AboutFields,
  'about-me': AboutMeFields,
  advertise: AdvertiseFields,
  'affiliate-disclosure': AffiliateFields,
  contact: ContactFields,
  faqs: FaqsFields,
  privacy: LegalFields,
  sponsor: SponsorFields,
  'start-here': StartHereFields,
  terms: LegalFields,
  'trip-packs': TripPacksFields,
};

/** The pages that show no body: their editor has no Markdown field. */
export const PAGES_WITHOUT_BODY: ReadonlySet<PageSlug> = new Set<PageSlug>(['contact']);
