import type { PageContentOf } from '#shared/pages/page-schema.ts';
import { blankCard, blankFigure, CARD_FIELDS, emailHint, FIGURE_FIELDS } from './item-fields';
import { ListFields, PageTextField, type Errors, type ItemField, type ItemWords } from './list-fields';
import { i18n } from '#client/lib/i18n.ts';

type Advertise = PageContentOf<'advertise'>;

const OFFER_FIELDS: readonly ItemField<Advertise['offers'][number]>[] = [
  { key: 'emoji', label: /*i18n*/ 'emoji' },
  { key: 'title', label: /*i18n*/ 'title', required: true },
  { key: 'price', label: /*i18n*/ 'price from, per month ($199)', required: true },
  { key: 'description', label: /*i18n*/ 'text', kind: 'multiline', required: true },
  { key: 'features', label: /*i18n*/ 'features', kind: 'lines' },
];

const audienceCardWords = (): ItemWords => ({
  numbered: (number) => i18n._('Audience card {number}', { number }),
  add: i18n._('Add an audience card'),
  remove: (number) => i18n._('Remove audience card {number}', { number }),
});
const offerWords = (): ItemWords => ({
  numbered: (number) => i18n._('Offer {number}', { number }),
  add: i18n._('Add an offer'),
  remove: (number) => i18n._('Remove offer {number}', { number }),
});
const sectorWords = (): ItemWords => ({
  numbered: (number) => i18n._('Sector {number}', { number }),
  add: i18n._('Add a sector'),
  remove: (number) => i18n._('Remove sector {number}', { number }),
});
const audienceFigureWords = (): ItemWords => ({
  numbered: (number) => i18n._('Audience figure {number}', { number }),
  add: i18n._('Add an audience figure'),
  remove: (number) => i18n._('Remove audience figure {number}', { number }),
});

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
        legend={i18n._('Audience cards')}
        item={audienceCardWords()}
        fields={CARD_FIELDS}
        blank={blankCard}
      />
      <PageTextField {...field} name="offersHeading" label={i18n._('Offers heading')} />
      <ListFields
        {...list('offers')}
        legend={i18n._('Offers')}
        item={offerWords()}
        fields={OFFER_FIELDS}
        blank={() => ({ emoji: '', title: '', price: '', description: '', features: [] })}
      />
      <PageTextField {...field} name="sectorsHeading" label={i18n._('Sectors heading')} />
      <PageTextField {...field} name="sectorsIntro" label={i18n._('Sectors text')} multiline />
      <ListFields
        {...list('sectors')}
        legend={i18n._('Sectors')}
        item={sectorWords()}
        fields={CARD_FIELDS}
        blank={blankCard}
      />
      <PageTextField {...field} name="audienceHeading" label={i18n._('Audience heading')} />
      <ListFields
        {...list('audience')}
        legend={i18n._('Audience figures')}
        item={audienceFigureWords()}
        fields={FIGURE_FIELDS}
        blank={blankFigure}
      />
      <PageTextField {...field} name="audienceSummary" label={i18n._('Audience text')} multiline />
      <PageTextField {...field} name="contactHeading" label={i18n._('Contact heading')} />
      <PageTextField
        {...field}
        name="contactText"
        label={i18n._('Contact text')}
        multiline
        hint={emailHint()}
      />
      <PageTextField {...field} name="inquiryButton" label={i18n._('Inquiry button')} />
      <PageTextField {...field} name="mediaKitButton" label={i18n._('Media kit button')} />
    </>
  );
}
