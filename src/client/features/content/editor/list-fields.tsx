import { Button } from '#client/components/ui/button.tsx';
import { errorId, Field, inputClass } from '#client/components/ui/field.tsx';
import { i18n } from '#client/lib/i18n.ts';

export type Errors = Record<string, string>;

/**
 * How one field of a list item is edited; `lines` edits a list of short texts, one per line. `label`
 * is the field's name as it follows the item's number ("title" in "Card 2 title"), a message marked
 * for lingui extract and translated where it is shown.
 */
export type ItemField<T> = {
  key: keyof T & string;
  label: string;
  kind?: 'text' | 'multiline' | 'lines' | 'checkbox' | 'select';
  required?: boolean;
  /** For a select: its choices. */
  options?: readonly { value: string; label: string }[];
};

/** How a list names its items, in the page's language: "Card 2", "Add a card", "Remove card 2". */
export interface ItemWords {
  numbered: (number: number) => string;
  add: string;
  remove: (number: number) => string;
}

const replaceAt = <T,>(list: readonly T[], i: number, next: T) =>
  list.map((item, j) => (j === i ? next : item));

/** The first message under `path` (a list's field speaks for its lines: "features.2" under "features"). */
export const errorUnder = (errors: Errors, path: string) =>
  errors[path] ?? Object.entries(errors).find(([key]) => key.startsWith(`${path}.`))?.[1];

/** One text field of a page, its error read from its path ("features.2.title"). */
export function TextField({
  id,
  label,
  value,
  error,
  multiline = false,
  rows = 3,
  hint,
  required = false,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  multiline?: boolean;
  rows?: number;
  hint?: string;
  required?: boolean;
  onChange: (text: string) => void;
}) {
  const props = {
    id,
    className: inputClass,
    value,
    'aria-invalid': Boolean(error),
    'aria-describedby': error ? errorId(id) : undefined,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
  };
  return (
    <Field id={id} label={label} error={error} required={required} hint={hint}>
      {multiline ? <textarea rows={rows} {...props} /> : <input {...props} />}
    </Field>
  );
}

function ItemInput<T>({
  field,
  id,
  label,
  value,
  error,
  onChange,
}: {
  field: ItemField<T>;
  id: string;
  label: string;
  value: unknown;
  error: string | undefined;
  onChange: (next: unknown) => void;
}) {
  const { kind = 'text' } = field;
  if (kind === 'checkbox')
    return (
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} />
        {label}
        {error && <span className="text-red-700">{error}</span>}
      </label>
    );
  if (kind === 'select') {
    const options = field.options ?? [];
    return (
      <Field id={id} label={label} error={error}>
        <select
          id={id}
          className={inputClass}
          value={String(value)}
          aria-invalid={Boolean(error)}
          onChange={(e) => onChange(e.target.value)}
        >
          {!options.some((o) => o.value === value) && <option value={String(value)}>{String(value)}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </Field>
    );
  }
  if (kind === 'lines')
    return <LinesField id={id} label={label} lines={value as string[]} error={error} onChange={onChange} />;
  return (
    <TextField
      id={id}
      label={label}
      value={String(value)}
      error={error}
      multiline={kind === 'multiline'}
      required={field.required}
      onChange={onChange}
    />
  );
}

/** A list of short texts edited as lines of one box (a package's features). */
export function LinesField({
  id,
  label,
  lines,
  error,
  onChange,
}: {
  id: string;
  label: string;
  lines: readonly string[];
  error: string | undefined;
  onChange: (lines: string[]) => void;
}) {
  return (
    <TextField
      id={id}
      label={i18n._('{label} (one per line)', { label })}
      value={lines.join('\n')}
      error={error}
      multiline
      rows={Math.max(3, lines.length)}
      onChange={(text) => onChange(text.split('\n'))}
    />
  );
}

/**
 * A list of a page's items (cards, figures, packages), each with its fields and Remove, and Add below.
 * Labels name the item and its number ("Package 2 price"), errors come by path.
 */
export function ListFields<T extends object>({
  name,
  legend,
  item: words,
  items,
  fields,
  blank,
  errors,
  onChange,
}: {
  /** The list's key in the page, the start of its errors' paths. */
  name: string;
  legend: string;
  item: ItemWords;
  items: readonly T[];
  fields: readonly ItemField<T>[];
  blank: () => T;
  errors: Errors;
  onChange: (items: T[]) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-slate-800">
        {legend} ({items.length})
      </legend>
      {errors[name] && <p className="text-sm font-medium text-red-700">{errors[name]}</p>}
      <ol className="space-y-3">
        {items.map((item, i) => (
          <li key={i} className="grid gap-2 rounded-xl border border-slate-200 p-3 sm:grid-cols-2">
            {fields.map((field) => (
              <div key={field.key} className={field.kind && field.kind !== 'text' ? 'sm:col-span-2' : ''}>
                <ItemInput
                  field={field}
                  id={`${name}-${i}-${field.key}`}
                  label={i18n._('{item} {field}', {
                    item: words.numbered(i + 1),
                    field: i18n._(field.label),
                  })}
                  value={item[field.key]}
                  error={errorUnder(errors, `${name}.${i}.${field.key}`)}
                  onChange={(next) => onChange(replaceAt(items, i, { ...item, [field.key]: next }))}
                />
              </div>
            ))}
            <Button
              variant="ghost"
              size="sm"
              className="self-end justify-self-end sm:col-span-2"
              onClick={() => onChange(items.filter((_, j) => j !== i))}
            >
              {words.remove(i + 1)}
            </Button>
          </li>
        ))}
      </ol>
      {/* Past the page's limit, the save names it: "Cards has at most 12 items". */}
      <Button variant="secondary" size="sm" className="mt-3" onClick={() => onChange([...items, blank()])}>
        {words.add}
      </Button>
    </fieldset>
  );
}

/** One of a page's own text fields (a heading, a line of text), bound to its key. */
export function PageTextField<P extends object>({
  page,
  name,
  label,
  multiline = false,
  rows,
  hint,
  errors,
  onChange,
}: {
  page: P;
  name: keyof P & string;
  label: string;
  multiline?: boolean;
  rows?: number;
  hint?: string;
  errors: Errors;
  onChange: (next: P) => void;
}) {
  return (
    <TextField
      id={`page-${name}`}
      label={label}
      value={String(page[name])}
      error={errors[name]}
      multiline={multiline}
      rows={rows}
      hint={hint}
      onChange={(text) => onChange({ ...page, [name]: text })}
    />
  );
}
