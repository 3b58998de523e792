import type { PageContentOf } from '#shared/pages/page-schema.ts';
import { blankCard, CARD_FIELDS } from './item-fields';
import { ListFields, PageTextField, type Errors, type ItemField } from './list-fields';

type TripPacks = PageContentOf<'trip-packs'>;

const PACK_FIELDS: readonly ItemField<TripPacks['packs'][number]>[] = [
  { key: 'title', label: 'Title', required: true },
  { key: 'image', label: 'Emoji' },
  { key: 'duration', label: 'Duration', required: true },
  { key: 'type', label: 'Type' },
  { key: 'price', label: 'Price ($49)', required: true },
  { key: 'blurb', label: 'Text', kind: 'multiline', required: true },
  { key: 'highlights', label: 'Highlights', kind: 'lines' },
];

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
      <PageTextField {...field} name="badge" label="Badge" />
      <PageTextField {...field} name="headline" label="Headline (the body follows it)" />
      <PageTextField {...field} name="packsHeading" label="Packs heading" />
      <PageTextField {...field} name="packsNote" label="Packs text" multiline />
      <ListFields
        name="packs"
        legend="Packs"
        itemLabel="Pack"
        items={value.packs}
        fields={PACK_FIELDS}
        blank={() => ({ image: '', title: '', duration: '', type: '', price: '', blurb: '', highlights: [] })}
        errors={errors}
        onChange={(packs) => onChange({ ...value, packs })}
      />
      <PageTextField {...field} name="includedHeading" label="Included heading" />
      <ListFields
        name="included"
        legend="Included"
        itemLabel="Included card"
        items={value.included}
        fields={CARD_FIELDS}
        blank={blankCard}
        errors={errors}
        onChange={(included) => onChange({ ...value, included })}
      />
      <PageTextField {...field} name="joinHeading" label="Waitlist heading" />
      <PageTextField {...field} name="joinText" label="Waitlist text" multiline />
      <PageTextField {...field} name="highlightsLabel" label="Pack highlights label" />
      <PageTextField {...field} name="packButton" label="Pack button" />
      <PageTextField {...field} name="notifyLabel" label="Notify form: email label" />
      <PageTextField {...field} name="notifyButton" label="Notify form: button" />
      <PageTextField {...field} name="notifyNote" label="Notify form: note" multiline />
      <PageTextField {...field} name="notifyDoneHeading" label="Notify form: thanks heading" />
      <PageTextField {...field} name="notifyDoneText" label="Notify form: thanks text" multiline />
      <PageTextField {...field} name="joinLabel" label="Waitlist form: email label" />
      <PageTextField {...field} name="joinButton" label="Waitlist form: button" />
      <PageTextField {...field} name="joinDoneHeading" label="Waitlist form: thanks heading" />
      <PageTextField {...field} name="joinDoneText" label="Waitlist form: thanks text" multiline />
    </>
  );
}
