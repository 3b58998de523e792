import type { PageContentOf } from '#shared/pages/page-schema.ts';
import { blankCard, blankFigure, CARD_FIELDS, EMAIL_HINT, FIGURE_FIELDS } from './item-fields';
import { ListFields, PageTextField, type Errors, type ItemField } from './list-fields';

type Advertise = PageContentOf<'advertise'>;

const OFFER_FIELDS: readonly ItemField<Advertise['offers'][number]>[] = [
  { key: 'emoji', label: 'Emoji' },
  { key: 'title', label: 'Title', required: true },
  { key: 'price', label: 'Price from, per month ($199)', required: true },
  { key: 'description', label: 'Text', kind: 'multiline', required: true },
  { key: 'features', label: 'Features', kind: 'lines' },
];

/** /advertise: the audience cards, the offers, sectors, audience figures and the contact card. */
export function AdvertiseFields({
  value,
  onChange,
  errors,
}: {
  value: Advertise;
  onChange: (next: Advertise) => void;
  errors: Errors;
}) {
  const field = { page: value, errors, onChange };
  const list = <K extends 'pitch' | 'offers' | 'sectors' | 'audience'>(name: K) => ({
    name,
    items: value[name],
    errors,
    onChange: (items: Advertise[K]) => onChange({ ...value, [name]: items }),
  });
  return (
    <>
      <ListFields
        {...list('pitch')}
        legend="Audience cards"
        itemLabel="Audience card"
        fields={CARD_FIELDS}
        blank={blankCard}
      />
      <PageTextField {...field} name="offersHeading" label="Offers heading" />
      <ListFields
        {...list('offers')}
        legend="Offers"
        itemLabel="Offer"
        fields={OFFER_FIELDS}
        blank={() => ({ emoji: '', title: '', price: '', description: '', features: [] })}
      />
      <PageTextField {...field} name="sectorsHeading" label="Sectors heading" />
      <PageTextField {...field} name="sectorsIntro" label="Sectors text" multiline />
      <ListFields
        {...list('sectors')}
        legend="Sectors"
        itemLabel="Sector"
        fields={CARD_FIELDS}
        blank={blankCard}
      />
      <PageTextField {...field} name="audienceHeading" label="Audience heading" />
      <ListFields
        {...list('audience')}
        legend="Audience figures"
        itemLabel="Audience figure"
        fields={FIGURE_FIELDS}
        blank={blankFigure}
      />
      <PageTextField {...field} name="audienceSummary" label="Audience text" multiline />
      <PageTextField {...field} name="contactHeading" label="Contact heading" />
      <PageTextField {...field} name="contactText" label="Contact text" multiline hint={EMAIL_HINT} />
      <PageTextField {...field} name="inquiryButton" label="Inquiry button" />
      <PageTextField {...field} name="mediaKitButton" label="Media kit button" />
    </>
  );
}
