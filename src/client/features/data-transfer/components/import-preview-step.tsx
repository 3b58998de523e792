import { useId, useState, type ReactNode } from 'react';
import type { ImportPreview } from '#shared/import/api-types.ts';
import type { ImportRowError } from '#shared/import/fields.ts';
import type { TextEncoding } from '#shared/import/text-encodings.ts';
import type { ImportMode } from '#shared/import/import-schema.ts';
import { Button } from '#client/components/ui/button.tsx';
import type { ParsedSummary } from '../worker/protocol';
import { CountryChanges } from './country-changes';
import { EncodingChoice } from './encoding-choice';
import { ImportDuplicates } from './import-duplicates';
import { ImportChanges } from './import-changes';
import { StoredSample } from './stored-sample';
import { UnlocatedRows } from './unlocated-rows';
import { formatNumber, i18n } from '#client/lib/i18n.ts';
import { isOne } from '#client/lib/intl.ts';

/** Enough rows to see what is wrong with a file without rendering thousands. */
const LISTED_PROBLEMS = 200;

const values = (n: number) => ({ count: formatNumber(n) });

/** The Import button's words: what pressing it will do. */
function importLabel(toAdd: number, toUpdate: number): string {
  if (toAdd > 0 && toUpdate > 0)
    return i18n._('Import: add {add}, update {update}', {
      add: formatNumber(toAdd),
      update: formatNumber(toUpdate),
    });
  if (toUpdate > 0)
    return isOne(toUpdate)
      ? i18n._('Update {count} place', values(toUpdate))
      : i18n._('Update {count} places', values(toUpdate));
  if (toAdd > 0)
    return isOne(toAdd)
      ? i18n._('Import {count} place', values(toAdd))
      : i18n._('Import {count} places', values(toAdd));
  return i18n._('Nothing to import');
}

/**
 * The dry run's answer: what will be added, updated, skipped as duplicates, and every row that cannot
 * be read. A file from our own export names places already here by id: the preview shows what it
 * changes in them, and the owner chooses to update them or to import only the new places.
 */
export function ImportPreviewStep({
  summary,
  preview,
  mode,
  onModeChange,
  keep,
  onKeep,
  problems,
  onImport,
  onBack,
  onEncodingChange,
  onBackToColumns,
  gpxChoices,
  onLocate,
  notice,
}: {
  summary: ParsedSummary;
  preview: ImportPreview;
  mode: ImportMode;
  onModeChange: (mode: ImportMode) => void;
  /** The duplicates (by source) to import anyway. */
  keep: string[];
  onKeep: (sources: string[], keep: boolean) => void;
  problems: ImportRowError[];
  onImport: () => void;
  onBack: () => void;
  onEncodingChange: (encoding: TextEncoding) => void;
  /** For a CSV file: back to its columns, to map them otherwise. */
  onBackToColumns?: () => void;
  /** For a GPX file: whether its route points and track ends are imported too. */
  gpxChoices?: ReactNode;
  /** Looks up the rows without coordinates with the address search. */
  onLocate: () => void;
  /** Why the owner sees the preview again (places changed elsewhere since the last one). */
  notice?: string | undefined;
}) {
  const id = useId();
  const [skipUnreadable, setSkipUnreadable] = useState(false);
  const unreadable = summary.errors.length + preview.errorCount;
  // The server lists the first thousand refusals; beyond that the file has to be fixed first.
  const canSkip = preview.errorCount === preview.errors.length;
  const toUpdate = mode === 'update' ? preview.toUpdate : 0;
  const toAdd = preview.toAdd + keep.length;
  const skipped = preview.duplicates.length - keep.length;
  const work = toAdd + toUpdate;
  const ready = work > 0 && (unreadable === 0 || (skipUnreadable && canSkip));
  // Rows naming places already here (our own export's ids): never added a second time.
  const named = preview.toUpdate + preview.unchanged;

  return (
    <div className="space-y-4">
      {notice && (
        <p role="alert" className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-950">
          {notice}
        </p>
      )}
      <ul className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3" aria-label={i18n._('Import preview')}>
        <li className="rounded-xl bg-emerald-50 px-3 py-2 text-emerald-900">
          <strong className="block text-lg">{formatNumber(toAdd)}</strong>{' '}
          {isOne(toAdd) ? i18n._('place to add') : i18n._('places to add')}
        </li>
        {named > 0 && (
          <>
            <li className="rounded-xl bg-sky-50 px-3 py-2 text-sky-900">
              <strong className="block text-lg">{formatNumber(preview.toUpdate)}</strong>{' '}
              {mode === 'update'
                ? isOne(preview.toUpdate)
                  ? i18n._('place to update')
                  : i18n._('places to update')
                : isOne(preview.toUpdate)
                  ? i18n._('place changed in the file, not updated')
                  : i18n._('places changed in the file, not updated')}
            </li>
            <li className="rounded-xl bg-slate-100 px-3 py-2 text-slate-800">
              <strong className="block text-lg">{formatNumber(preview.unchanged)}</strong>{' '}
              {isOne(preview.unchanged) ? i18n._('place unchanged') : i18n._('places unchanged')}
            </li>
          </>
        )}
        <li className="rounded-xl bg-slate-100 px-3 py-2 text-slate-800">
          <strong className="block text-lg">{formatNumber(skipped)}</strong> {i18n._('skipped as duplicates')}
        </li>
        <li
          className={`rounded-xl px-3 py-2 ${unreadable > 0 ? 'bg-red-50 text-red-900' : 'bg-slate-100 text-slate-800'}`}
        >
          <strong className="block text-lg">{formatNumber(unreadable)}</strong>{' '}
          {isOne(unreadable) ? i18n._('row cannot be read') : i18n._('rows cannot be read')}
        </li>
      </ul>
      {(preview.toUpdate > 0 || mode === 'update') && (
        <fieldset className="rounded-xl border border-slate-200 px-3 py-2 text-sm text-slate-800">
          <legend className="px-1 font-semibold text-slate-900">{i18n._('Places already on the map')}</legend>
          <p className="mb-2 text-slate-700">
            {isOne(named)
              ? i18n._(
                  "This file comes from this site's export: {count} row names a place already here, never added a second time. Columns the file does not have stay as they are.",
                  values(named),
                )
              : i18n._(
                  "This file comes from this site's export: {count} rows name places already here, never added a second time. Columns the file does not have stay as they are.",
                  values(named),
                )}
          </p>
          <label className="flex items-start gap-2">
            <input
              type="radio"
              name={`${id}-mode`}
              checked={mode === 'update'}
              onChange={() => onModeChange('update')}
              className="mt-0.5 h-4 w-4 accent-teal-700"
            />
            <span>
              {isOne(preview.toUpdate)
                ? i18n._(
                    "Update it with the file's values ({count} place; each change goes into the place's history)",
                    values(preview.toUpdate),
                  )
                : i18n._(
                    "Update them with the file's values ({count} places; each change goes into the place's history)",
                    values(preview.toUpdate),
                  )}
            </span>
          </label>
          <label className="mt-1 flex items-start gap-2">
            <input
              type="radio"
              name={`${id}-mode`}
              checked={mode === 'add'}
              onChange={() => onModeChange('add')}
              className="mt-0.5 h-4 w-4 accent-teal-700"
            />
            <span>{i18n._('Import only the new places (leave the places already here as they are)')}</span>
          </label>
        </fieldset>
      )}
      <ImportChanges changes={preview.changes} total={preview.toUpdate} />
      <ImportDuplicates duplicates={preview.duplicates} keep={keep} onKeep={onKeep} />
      <CountryChanges changes={preview.countries} />
      {summary.notice && <p className="text-sm text-slate-700">{summary.notice}</p>}
      {gpxChoices}
      <UnlocatedRows count={summary.unlocated.length} onLocate={onLocate} />
      <StoredSample places={summary.sample} total={summary.count} countries={preview.countries} />
      {summary.encoding && !onBackToColumns && (
        <EncodingChoice
          encoding={summary.encoding}
          guessed={summary.encodingGuessed ?? false}
          onChange={onEncodingChange}
        />
      )}

      {problems.length > 0 && (
        <div>
          <h3 id={`${id}-problems`} className="mb-2 text-sm font-semibold text-slate-900">
            {i18n._('Rows that cannot be read')}
          </h3>
          <div className="max-h-56 overflow-y-auto rounded-xl border border-slate-200">
            <table aria-labelledby={`${id}-problems`} className="w-full text-start text-sm">
              <thead className="sticky top-0 bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {i18n._('Where')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {i18n._('Problem')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {problems.slice(0, LISTED_PROBLEMS).map((problem, index) => (
                  <tr key={index}>
                    <td className="px-3 py-1.5 whitespace-nowrap text-slate-800 capitalize">
                      {problem.source}
                    </td>
                    <td className="px-3 py-1.5 text-slate-800">{problem.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {unreadable > LISTED_PROBLEMS && (
            <p className="mt-1 text-xs text-slate-600">
              {i18n._('The first {count} of {total} rows are listed.', {
                count: formatNumber(LISTED_PROBLEMS),
                total: formatNumber(unreadable),
              })}
            </p>
          )}
          {canSkip && work > 0 ? (
            <label className="mt-3 flex items-start gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                checked={skipUnreadable}
                onChange={(event) => setSkipUnreadable(event.target.checked)}
                className="mt-0.5 h-4 w-4 accent-teal-700"
              />
              <span>
                {isOne(unreadable)
                  ? i18n._(
                      'Skip this row and import the other places. Otherwise fix the file and choose it again: nothing is imported until then.',
                    )
                  : i18n._(
                      'Skip these {count} rows and import the other places. Otherwise fix the file and choose it again: nothing is imported until then.',
                      values(unreadable),
                    )}
              </span>
            </label>
          ) : (
            <p className="mt-3 text-sm text-slate-800">
              {i18n._('Fix the file and choose it again; nothing has been imported.')}
            </p>
          )}
        </div>
      )}
      {work === 0 && unreadable === 0 && (
        <p className="text-sm text-slate-800">
          {mode === 'update'
            ? i18n._(
                'The places in this file are already on the map as the file has them: there is nothing to change.',
              )
            : i18n._('Every place in this file is already on the map: there is nothing new to import.')}
        </p>
      )}

      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onBack}>
          {i18n._('Choose another file')}
        </Button>
        {onBackToColumns && (
          <Button variant="secondary" onClick={onBackToColumns}>
            {i18n._('Change the columns')}
          </Button>
        )}
        <Button onClick={onImport} disabled={!ready}>
          {importLabel(toAdd, toUpdate)}
        </Button>
      </div>
    </div>
  );
}
