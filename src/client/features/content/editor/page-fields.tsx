import type { ComponentType } from 'react';
import type { PageContentOf, PageSlug } from '#shared/pages/page-schema.ts';
import { AboutFields } from './about-fields';
import { AboutMeFields } from './about-me-fields';
import { AdvertiseFields } from './advertise-fields';
import { FaqsFields } from './faqs-fields';
import type { Errors } from './list-fields';
import { SponsorFields } from './sponsor-fields';
import { StartHereFields } from './start-here-fields';
import { TripPacksFields } from './trip-packs-fields';

type FieldsOf<S extends PageSlug> = ComponentType<{
  value: PageContentOf<S>;
  onChange: (next: PageContentOf<S>) => void;
  errors: Errors;
}>;

/** Each page's own fields, between its title and its body; a legal page has none. */
export const PAGE_FIELDS: { [S in PageSlug]?: FieldsOf<S> } = {
  about: AboutFields,
  'about-me': AboutMeFields,
  advertise: AdvertiseFields,
  faqs: FaqsFields,
  sponsor: SponsorFields,
  'start-here': StartHereFields,
  'trip-packs': TripPacksFields,
};
