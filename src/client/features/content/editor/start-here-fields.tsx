import type { PageContentOf } from '#shared/pages/page-schema.ts';
import { cardWords } from './item-fields';
import { ListFields, PageTextField, type Errors, type ItemField, type ItemWords } from './list-fields';
import { i18n } from '#client/lib/i18n.ts';

type StartHere = PageContentOf<'start-here'>;

const CARD_FIELDS: readonly ItemField<StartHere['features'][number]>[] = [
  { key: 'emoji', label: /*i18n*/ 'emoji' },
  { key: 'title', label: /*i18n*/ 'title', required: true },
  { key: 'text', label: /*i18n*/ 'text', kind: 'multiline', required: true },
  { key: 'to', label: /*i18n*/ 'link (/stats or https://…)', required: true },
  { key: 'linkLabel', label: /*i18n*/ 'link text', required: true },
];

const STEP_FIELDS: readonly ItemField<StartHere['steps'][number]>[] = [
  { key: 'title', label: /*i18n*/ 'title', required: true },
  { key: 'text', label: /*i18n*/ 'text', kind: 'multiline', required: true },
];

const stepWords = (): ItemWords => ({
  numbered: (number) => i18n._('Step {number}', { number }),
  add: i18n._('Add a step'),
  remove: (number) => i18n._('Remove step {number}', { number }),
});

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
      <PageTextField {...field} name="featuresHeading" label={i18n._('Cards heading')} />
      <ListFields
        name="features"
        legend={i18n._('Cards')}
        item={cardWords()}
        items={value.features}
        fields={CARD_FIELDS}
        blank={() => ({ emoji: '', title: '', text: '', to: '/', linkLabel: '' })}
        errors={errors}
        onChange={(features) => onChange({ ...value, features })}
      />
      <PageTextField {...field} name="stepsHeading" label={i18n._('Steps heading')} />
      <ListFields
        name="steps"
        legend={i18n._('Steps')}
        item={stepWords()}
        items={value.steps}
        fields={STEP_FIELDS}
        blank={() => ({ title: '', text: '' })}
        errors={errors}
        onChange={(steps) => onChange({ ...value, steps })}
      />
      <PageTextField {...field} name="exploreButton" label={i18n._('Explore button')} />
      <PageTextField {...field} name="faqsButton" label={i18n._('FAQs button')} />
    </>
  );
}
