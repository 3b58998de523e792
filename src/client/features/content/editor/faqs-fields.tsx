import type { PageContentOf } from '../../../../shared/pages/page-schema';
import { Button } from '../../../components/ui/button';
import { Field, inputClass } from '../../../components/ui/field';

type Faqs = PageContentOf<'faqs'>;
type Entry = Faqs['entries'][number];
type Category = Faqs['categories'][number];

const replaceAt = <T,>(list: readonly T[], i: number, next: T) =>
  list.map((item, j) => (j === i ? next : item));

function CategoryRow({
  i,
  category,
  errors,
  onChange,
  onRemove,
}: {
  i: number;
  category: Category;
  errors: Record<string, string>;
  onChange: (next: Category) => void;
  onRemove: () => void;
}) {
  return (
    <div className="flex flex-wrap items-end gap-2">
      <Field
        id={`faq-cat-${i}-label`}
        label={`Category ${i + 1} name`}
        error={errors[`categories.${i}.label`]}
        className="min-w-40 flex-1"
      >
        <input
          id={`faq-cat-${i}-label`}
          className={inputClass}
          value={category.label}
          aria-invalid={Boolean(errors[`categories.${i}.label`])}
          onChange={(e) => onChange({ ...category, label: e.target.value })}
        />
      </Field>
      <Field
        id={`faq-cat-${i}-id`}
        label={`Category ${i + 1} id`}
        error={errors[`categories.${i}.id`]}
        className="w-44"
      >
        <input
          id={`faq-cat-${i}-id`}
          className={inputClass}
          value={category.id}
          aria-invalid={Boolean(errors[`categories.${i}.id`])}
          onChange={(e) => onChange({ ...category, id: e.target.value })}
        />
      </Field>
      <Button variant="ghost" size="sm" aria-label={`Remove category ${i + 1}`} onClick={onRemove}>
        Remove
      </Button>
    </div>
  );
}

function EntryRow({
  i,
  entry,
  categories,
  errors,
  onChange,
  onRemove,
}: {
  i: number;
  entry: Entry;
  categories: readonly Category[];
  errors: Record<string, string>;
  onChange: (next: Entry) => void;
  onRemove: () => void;
}) {
  const error = (key: keyof Entry) => errors[`entries.${i}.${key}`];
  return (
    <li className="space-y-2 rounded-xl border border-slate-200 p-3">
      <Field id={`faq-${i}-question`} label={`Question ${i + 1}`} error={error('question')} required>
        <input
          id={`faq-${i}-question`}
          className={inputClass}
          value={entry.question}
          aria-invalid={Boolean(error('question'))}
          onChange={(e) => onChange({ ...entry, question: e.target.value })}
        />
      </Field>
      <Field id={`faq-${i}-answer`} label={`Answer ${i + 1}`} error={error('answer')} required>
        <textarea
          id={`faq-${i}-answer`}
          className={inputClass}
          rows={3}
          value={entry.answer}
          aria-invalid={Boolean(error('answer'))}
          onChange={(e) => onChange({ ...entry, answer: e.target.value })}
        />
      </Field>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <Field id={`faq-${i}-category`} label={`Category of question ${i + 1}`} error={error('category')}>
          <select
            id={`faq-${i}-category`}
            className={inputClass}
            value={entry.category}
            aria-invalid={Boolean(error('category'))}
            onChange={(e) => onChange({ ...entry, category: e.target.value })}
          >
            {!categories.some((c) => c.id === entry.category) && (
              <option value={entry.category}>{entry.category}</option>
            )}
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.label}
              </option>
            ))}
          </select>
        </Field>
        <Button variant="ghost" size="sm" aria-label={`Remove question ${i + 1}`} onClick={onRemove}>
          Remove
        </Button>
      </div>
    </li>
  );
}

/** The questions of /faqs and their categories. */
export function FaqsFields({
  value,
  onChange,
  errors,
}: {
  value: Faqs;
  onChange: (next: Faqs) => void;
  errors: Record<string, string>;
}) {
  const { categories, entries } = value;
  return (
    <>
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">Categories</legend>
        {errors.categories && <p className="text-sm font-medium text-red-700">{errors.categories}</p>}
        {categories.map((category, i) => (
          <CategoryRow
            key={i}
            i={i}
            category={category}
            errors={errors}
            onChange={(next) => onChange({ ...value, categories: replaceAt(categories, i, next) })}
            onRemove={() => onChange({ ...value, categories: categories.filter((_, j) => j !== i) })}
          />
        ))}
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onChange({ ...value, categories: [...categories, { id: '', label: '' }] })}
        >
          Add a category
        </Button>
      </fieldset>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-800">Questions ({entries.length})</legend>
        {errors.entries && <p className="text-sm font-medium text-red-700">{errors.entries}</p>}
        <ol className="space-y-3">
          {entries.map((entry, i) => (
            <EntryRow
              key={i}
              i={i}
              entry={entry}
              categories={categories}
              errors={errors}
              onChange={(next) => onChange({ ...value, entries: replaceAt(entries, i, next) })}
              onRemove={() => onChange({ ...value, entries: entries.filter((_, j) => j !== i) })}
            />
          ))}
        </ol>
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          onClick={() =>
            onChange({
              ...value,
              entries: [...entries, { question: '', answer: '', category: categories[0]?.id ?? '' }],
            })
          }
        >
          Add a question
        </Button>
      </fieldset>
    </>
  );
}
