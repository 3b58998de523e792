import type { PageContentOf } from '#shared/pages/page-schema.ts';
import { ListFields, PageTextField, type Errors, type ItemField } from './list-fields';

type StartHere = PageContentOf<'start-here'>;

const CARD_FIELDS: readonly ItemField<StartHere['features'][number]>[] = [
  { key: 'emoji', label: 'Emoji' },
  { key: 'title', label: 'Title', required: true },
  { key: 'text', label: 'Text', kind: 'multiline', required: true },
  { key: 'to', label: 'Link (/stats or https://…)', required: true },
  { key: 'linkLabel', label: 'Link text', required: true },
];

const STEP_FIELDS: readonly ItemField<StartHere['steps'][number]>[] = [
  { key: 'title', label: 'Title', required: true },
  { key: 'text', label: 'Text', kind: 'multiline', required: true },
];

/** The feature cards and quick-start steps of /start-here. */
export function StartHereFields({
  value,
  onChange,
  errors,
}: {
  value: StartHere;
  onChange: (next: StartHere) => void;
  errors: Errors;
}) {
  const field = { page: value, errors, onChange };
  return (
    <>
      <PageTextField {...field} name="featuresHeading" label="Cards heading" />
      <ListFields
        name="features"
        legend="Cards"
        itemLabel="Card"
        items={value.features}
        fields={CARD_FIELDS}
        blank={() => ({ emoji: '', title: '', text: '', to: '/', linkLabel: '' })}
        errors={errors}
        onChange={(features) => onChange({ ...value, features })}
      />
      <PageTextField {...field} name="stepsHeading" label="Steps heading" />
      <ListFields
        name="steps"
        legend="Steps"
        itemLabel="Step"
        items={value.steps}
        fields={STEP_FIELDS}
        blank={() => ({ title: '', text: '' })}
        errors={errors}
        onChange={(steps) => onChange({ ...value, steps })}
      />
      <PageTextField {...field} name="exploreButton" label="Explore button" />
      <PageTextField {...field} name="faqsButton" label="FAQs button" />
    </>
  );
}
