import { useId, useState } from 'react';
import {
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  REQUIRED_IMPORT_FIELDS,
  type ImportField,
} from '../../../../shared/import/fields';
import type { CsvMapping } from '../../../../shared/import/parse-csv';
import { Button } from '../../../components/ui/button';
import { inputClass, labelClass } from '../../../components/ui/field';
import type { CsvColumns } from '../hooks/use-import-flow';

/** "Which column is what": every field with a guessed column, the first row's value as a hint. */
export function CsvMappingStep({
  columns,
  onConfirm,
  onBack,
}: {
  columns: CsvColumns;
  onConfirm: (mapping: CsvMapping) => void;
  onBack: () => void;
}) {
  const id = useId();
  const [mapping, setMapping] = useState<CsvMapping>(columns.mapping);
  const missing = REQUIRED_IMPORT_FIELDS.filter((field) => mapping[field] < 0);
  const first = columns.sample[0] ?? [];
  const set = (field: ImportField, column: number) =>
    setMapping((current) => ({ ...current, [field]: column }));

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (missing.length === 0) onConfirm(mapping);
      }}
      className="space-y-4"
    >
      <p className="text-sm text-slate-700">
        {columns.rowCount.toLocaleString('en-US')} rows with {columns.headers.length} columns. Check which
        column holds what; the guesses come from the column names.
      </p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {IMPORT_FIELDS.map((field) => (
          <div key={field}>
            <label htmlFor={`${id}-${field}`} className={labelClass}>
              {IMPORT_FIELD_LABELS[field]}
              {REQUIRED_IMPORT_FIELDS.includes(field) && <span className="text-red-700"> (required)</span>}
            </label>
            <select
              id={`${id}-${field}`}
              value={mapping[field]}
              onChange={(event) => set(field, Number(event.target.value))}
              className={inputClass}
            >
              <option value={-1}>— not in the file —</option>
              {columns.headers.map((header, index) => (
                <option key={index} value={index}>
                  {header || `Column ${index + 1}`}
                  {first[index] ? ` (e.g. ${first[index].slice(0, 30)})` : ''}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      {missing.length > 0 && (
        <p role="alert" className="text-sm font-medium text-red-700">
          Choose the column for {missing.map((field) => IMPORT_FIELD_LABELS[field].toLowerCase()).join(', ')}.
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onBack}>
          Choose another file
        </Button>
        <Button type="submit" disabled={missing.length > 0}>
          Continue
        </Button>
      </div>
    </form>
  );
}
