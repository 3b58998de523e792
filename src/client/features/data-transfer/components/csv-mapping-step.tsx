import { useId, useState } from 'react';
import type { TextEncoding } from '#shared/import/text-encodings.ts';
import {
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
import { formatNumber, i18n } from '#client/lib/i18n.ts';
import { importFieldLabel, requiredFieldWord } from './import-words';

/** What separates the columns, as the sentence under the step names it. */
function delimiterName(delimiter: string): string {
  const names: Record<string, string> = {
    ',': i18n._('commas'),
    ';': i18n._('semicolons'),
    '\t': i18n._('tabs'),
    '|': i18n._('vertical bars'),
  };
  return names[delimiter] ?? i18n._('“{delimiter}”', { delimiter });
}

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
  const columnName = (header: string, index: number) =>
    header || i18n._('Column {number}', { number: index + 1 });

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (missing.length === 0) onConfirm(mapping);
      }}
      className="space-y-4"
    >
      <p className="text-sm text-slate-700">
        {i18n._('{rows} rows with {columns} columns separated by {separator}.', {
          rows: formatNumber(columns.rowCount),
          columns: formatNumber(columns.headers.length),
          separator: delimiterName(columns.delimiter),
        })}{' '}
        {columns.hasHeader
          ? i18n._('Check which column holds what; the guesses come from the column names.')
          : i18n._(
              'The first line holds numbers, so it is read as a place, not as column names: choose what each column holds.',
            )}
      </p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <EncodingChoice
          encoding={columns.encoding}
          guessed={columns.encodingGuessed}
          onChange={(encoding: TextEncoding) => onReread({ encoding })}
        />
        <div>
          <label htmlFor={`${id}-header`} className={labelClass}>
            {i18n._('First line of the file')}
          </label>
          <select
            id={`${id}-header`}
            value={columns.hasHeader ? 'yes' : 'no'}
            onChange={(event) => onReread({ header: event.target.value as HeaderChoice })}
            className={inputClass}
          >
            <option value="yes">{i18n._('Names the columns')}</option>
            <option value="no">{i18n._('Is a place (no column names)')}</option>
          </select>
        </div>
      </div>
      <CsvFirstRows headers={columns.headers} rows={columns.sample} />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {IMPORT_FIELDS.map((field) => (
          <div key={field}>
            <label htmlFor={`${id}-${field}`} className={labelClass}>
              {importFieldLabel(field)}
              {REQUIRED_IMPORT_FIELDS.includes(field) && (
                <span className="text-red-700"> {i18n._('(required)')}</span>
              )}
            </label>
            <select
              id={`${id}-${field}`}
              value={mapping[field]}
              onChange={(event) => set(field, Number(event.target.value))}
              className={inputClass}
            >
              <option value={-1}>{i18n._('— not in the file —')}</option>
              {columns.headers.map((header, index) => (
                <option key={index} value={index}>
                  {first[index]
                    ? i18n._('{column} (e.g. {example})', {
                        column: columnName(header, index),
                        example: first[index].slice(0, 30),
                      })
                    : columnName(header, index)}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      {missing.length > 0 && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {i18n._('Choose the column for {fields}.', { fields: missing.map(requiredFieldWord).join(', ') })}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onBack}>
          {i18n._('Choose another file')}
        </Button>
        <Button type="submit" disabled={missing.length > 0}>
          {i18n._('Continue')}
        </Button>
      </div>
    </form>
  );
}
