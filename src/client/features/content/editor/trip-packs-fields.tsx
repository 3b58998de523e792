import type { PageContentOf } from '#shared/pages/page-schema.ts';
import { blankCard, CARD_FIELDS } from './item-fields';
import { ListFields, PageTextField, type Errors, type ItemField, type ItemWords } from './list-fields';
import { i18n } from '#client/lib/i18n.ts';

type TripPacks = PageContentOf<'trip-packs'>;

const PACK_FIELDS: readonly ItemField<TripPacks['packs'][number]>[] = [
  { key: 'title', label: /*i18n*/ 'title', required: true },
  { key: 'image', label: /*i18n*/ 'emoji' },
  { key: 'duration', label: /*i18n*/ 'duration', required: true },
  { key: 'type', label: /*i18n*/ 'type' },
  { key: 'price', label: /*i18n*/ 'price ($49)', required: true },
  { key: 'blurb', label: /*i18n*/ 'text', kind: 'multiline', required: true },
  { key: 'highlights', label: /*i18n*/ 'highlights', kind: 'lines' },
];

const packWords = (): ItemWords => ({
  numbered: (number) => i18n._('Pack {number}', { number }),
  add: i18n._('Add a pack'),
  remove: (number) => i18n._('Remove pack {number}', { number }),
});
const includedWords = (): ItemWords => ({
  numbered: (number) => i18n._('Included card {number}', { number }),
  add: i18n._('Add an included card'),
  remove: (number) => i18n._('Remove included card {number}', { number }),
});

/** /trip-packs: the intro's badge and headline, the sample packs, what every pack includes. */
export function TripPacksFields({
  value,
  onChange,
  errors,
}: {
  value: TripPacks;
  onChange: (next: TripPacks) => void;
  errors: Errors;
}) {
  const field = { page: value, errors, onChange };
  return (
    <>
      <PageTextField {...field} name="badge" label={i18n._('Badge')} />
      <PageTextField {...field} name="headline" label={i18n._('Headline (the body follows it)')} />
      <PageTextField {...field} name="packsHeading" label={i18n._('Packs heading')} />
      <PageTextField {...field} name="packsNote" label={i18n._('Packs text')} multiline />
      <ListFields
        name="packs"
        legend={i18n._('Packs')}
        item={packWords()}
        items={value.packs}
        fields={PACK_FIELDS}
        blank={() => ({ image: '', title: '', duration: '', type: '', price: '', blurb: '', highlights: [] })}
        errors={errors}
        onChange={(packs) => onChange({ ...value, packs })}
      />
      <PageTextField {...field} name="includedHeading" label={i18n._('Included heading')} />
      <ListFields
        name="included"
        legend={i18n._('Included')}
        item={includedWords()}
        items={value.included}
        fields={CARD_FIELDS}
        blank={blankCard}
        errors={errors}
        onChange={(included) => onChange({ ...value, included })}
      />
      <PageTextField {...field} name="joinHeading" label={i18n._('Waitlist heading')} />
      <PageTextField {...field} name="joinText" label={i18n._('Waitlist text')} multiline />
      <PageTextField {...field} name="highlightsLabel" label={i18n._('Pack highlights label')} />
      <PageTextField {...field} name="packButton" label={i18n._('Pack button')} />
      <PageTextField {...field} name="notifyLabel" label={i18n._('Notify form: email label')} />
      <PageTextField {...field} name="notifyButton" label={i18n._('Notify form: button')} />
      <PageTextField {...field} name="notifyNote" label={i18n._('Notify form: note')} multiline />
      <PageTextField {...field} name="notifyDoneHeading" label={i18n._('Notify form: thanks heading')} />
      <PageTextField {...field} name="notifyDoneText" label={i18n._('Notify form: thanks text')} multiline />
      <PageTextField {...field} name="joinLabel" label={i18n._('Waitlist form: email label')} />
      <PageTextField {...field} name="joinButton" label={i18n._('Waitlist form: button')} />
      <PageTextField {...field} name="joinDoneHeading" label={i18n._('Waitlist form: thanks heading')} />
      <PageTextField {...field} name="joinDoneText" label={i18n._('Waitlist form: thanks text')} multiline />
    </>
  );
}
