import type { PageContentOf } from '#shared/pages/page-schema.ts';
import { ListFields, PageTextField, type Errors, type ItemField } from './list-fields';

type Faqs = PageContentOf<'faqs'>;
type Entry = Faqs['entries'][number];

const CATEGORY_FIELDS: readonly ItemField<Faqs['categories'][number]>[] = [
  { key: 'label', label: 'Name', required: true },
  { key: 'id', label: 'Id', required: true },
];

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
    { key: 'question', label: 'Question', required: true },
    { key: 'answer', label: 'Answer', kind: 'multiline', required: true },
    {
      key: 'category',
      label: 'Category',
      kind: 'select',
      options: categories.map((c) => ({ value: c.id, label: c.label })),
    },
  ];
  return (
    <>
      <ListFields
        name="categories"
        legend="Categories"
        itemLabel="Category"
        items={categories}
        fields={CATEGORY_FIELDS}
        blank={() => ({ id: '', label: '' })}
        errors={errors}
        onChange={(next) => onChange({ ...value, categories: next })}
      />
      <ListFields
        name="entries"
        legend="Questions"
        itemLabel="Question"
        items={entries}
        fields={entryFields}
        blank={() => ({ question: '', answer: '', category: categories[0]?.id ?? '' })}
        errors={errors}
        onChange={(next) => onChange({ ...value, entries: next })}
      />
      <PageTextField
        page={value}
        name="contactButton"
        label="Contact button"
        errors={errors}
        onChange={onChange}
      />
    </>
  );
}
