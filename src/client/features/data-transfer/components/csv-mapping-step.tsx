import { useId, useState } from 'react';
import type { TextEncoding } from '#shared/import/text-encodings.ts';
import {
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  REQUIRED_IMPORT_FIELDS,
  missingImportFields,
  type ImportField,
} from '#shared/import/fields.ts';
import type { CsvMapping, HeaderChoice } from '#shared/import/parse-csv.ts';
import type { ReadOptions } from '#shared/import/parse-file.ts';
import { Button } from '#client/components/ui/button.tsx';
import { inputClass, labelClass } from '#client/components/ui/field.tsx';
import type { CsvColumns } from '../hooks/import-steps';
import { CsvFirstRows } from './csv-first-rows';
import { EncodingChoice } from './encoding-choice';

const DELIMITER_NAMES: Record<string, string> = {
  ',': 'commas',
  ';': 'semicolons',
  '\t': 'tabs',
  '|': 'vertical bars',
};

/**
 * "Which column is what": every field with a guessed column, the first row's value as a hint; the
 * encoding and the header line as read, each with a way to read the file again otherwise.
 */
export function CsvMappingStep({
  columns,
  onConfirm,
  onReread,
  onBack,
}: {
  columns: CsvColumns;
  onConfirm: (mapping: CsvMapping) => void;
  onReread: (change: Partial<ReadOptions>) => void;
  onBack: () => void;
}) {
  const id = useId();
  const [mapping, setMapping] = useState<CsvMapping>(columns.mapping);
  const missing = missingImportFields(mapping);
  const first = columns.sample[0] ?? [];
  const set = (field: ImportField, column: number) =>
    setMapping((current) => ({ ...current, [field]: column }));
  const separated = DELIMITER_NAMES[columns.delimiter] ?? `“${columns.delimiter}”`;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (missing.length === 0) onConfirm(mapping);
      }}
      className="space-y-4"
    >
      <p className="text-sm text-slate-700">
        {columns.rowCount.toLocaleString('en-US')} rows with {columns.headers.length} columns separated by{' '}
        {separated}.{' '}
        {columns.hasHeader
          ? 'Check which column holds what; the guesses come from the column names.'
          : 'The first line holds numbers, so it is read as a place, not as column names: choose what each column holds.'}
      </p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <EncodingChoice
          encoding={columns.encoding}
          guessed={columns.encodingGuessed}
          onChange={(encoding: TextEncoding) => onReread({ encoding })}
        />
        <div>
          <label htmlFor={`${id}-header`} className={labelClass}>
            First line of the file
          </label>
          <select
            id={`${id}-header`}
            value={columns.hasHeader ? 'yes' : 'no'}
            onChange={(event) => onReread({ header: event.target.value as HeaderChoice })}
            className={inputClass}
          >
            <option value="yes">Names the columns</option>
            <option value="no">Is a place (no column names)</option>
          </select>
        </div>
      </div>
      <CsvFirstRows headers={columns.headers} rows={columns.sample} />
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
