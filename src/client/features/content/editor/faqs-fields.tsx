import type { PageContentOf } from '#shared/pages/page-schema.ts';
import { ListFields, PageTextField, type Errors, type ItemField, type ItemWords } from './list-fields';
import { i18n } from '#client/lib/i18n.ts';

type Faqs = PageContentOf<'faqs'>;
type Entry = Faqs['entries'][number];

const CATEGORY_FIELDS: readonly ItemField<Faqs['categories'][number]>[] = [
  { key: 'label', label: /*i18n*/ 'name', required: true },
  { key: 'id', label: /*i18n*/ 'id', required: true },
];

const categoryWords = (): ItemWords => ({
  numbered: (number) => i18n._('Category {number}', { number }),
  add: i18n._('Add a category'),
  remove: (number) => i18n._('Remove category {number}', { number }),
});
const questionWords = (): ItemWords => ({
  numbered: (number) => i18n._('Question {number}', { number }),
  add: i18n._('Add a question'),
  remove: (number) => i18n._('Remove question {number}', { number }),
});

/** The questions of /faqs and their categories. */
export function FaqsFields({
  value,
  onChange,
  errors,
}: {
  value: Faqs;
  onChange: (next: Faqs) => void;
  errors: Errors;
}) {
  const { categories, entries } = value;
  const entryFields: readonly ItemField<Entry>[] = [
    { key: 'question', label: /*i18n*/ 'question', required: true },
    { key: 'answer', label: /*i18n*/ 'answer', kind: 'multiline', required: true },
    {
      key: 'category',
      label: /*i18n*/ 'category',
      kind: 'select',
      options: categories.map((c) => ({ value: c.id, label: c.label })),
    },
  ];
  return (
    <>
      <ListFields
        name="categories"
        legend={i18n._('Categories')}
        item={categoryWords()}
        items={categories}
        fields={CATEGORY_FIELDS}
        blank={() => ({ id: '', label: '' })}
        errors={errors}
        onChange={(next) => onChange({ ...value, categories: next })}
      />
      <ListFields
        name="entries"
        legend={i18n._('Questions')}
        item={questionWords()}
        items={entries}
        fields={entryFields}
        blank={() => ({ question: '', answer: '', category: categories[0]?.id ?? '' })}
        errors={errors}
        onChange={(next) => onChange({ ...value, entries: next })}
      />
      <PageTextField
        page={value}
        name="contactButton"
        label={i18n._('Contact button')}
        errors={errors}
        onChange={onChange}
      />
    </>
  );
}
