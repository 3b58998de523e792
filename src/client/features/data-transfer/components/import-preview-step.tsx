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

/** Enough rows to see what is wrong with a file without rendering thousands. */
const LISTED_PROBLEMS = 200;

const count = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** The Import button's words: what pressing it will do. */
function importLabel(toAdd: number, toUpdate: number): string {
  if (toAdd > 0 && toUpdate > 0)
    return `Import: add ${toAdd.toLocaleString('en-US')}, update ${toUpdate.toLocaleString('en-US')}`;
  if (toUpdate > 0) return `Update ${count(toUpdate, 'place')}`;
  if (toAdd > 0) return `Import ${count(toAdd, 'place')}`;
  return 'Nothing to import';
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
      <ul className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3" aria-label="Import preview">
        <li className="rounded-xl bg-emerald-50 px-3 py-2 text-emerald-900">
          <strong className="block text-lg">{toAdd.toLocaleString('en-US')}</strong>{' '}
          {toAdd === 1 ? 'place' : 'places'} to add
        </li>
        {named > 0 && (
          <>
            <li className="rounded-xl bg-sky-50 px-3 py-2 text-sky-900">
              <strong className="block text-lg">{preview.toUpdate.toLocaleString('en-US')}</strong>{' '}
              {preview.toUpdate === 1 ? 'place' : 'places'}{' '}
              {mode === 'update' ? 'to update' : 'changed in the file, not updated'}
            </li>
            <li className="rounded-xl bg-slate-100 px-3 py-2 text-slate-800">
              <strong className="block text-lg">{preview.unchanged.toLocaleString('en-US')}</strong>{' '}
              {preview.unchanged === 1 ? 'place' : 'places'} unchanged
            </li>
          </>
        )}
        <li className="rounded-xl bg-slate-100 px-3 py-2 text-slate-800">
          <strong className="block text-lg">{skipped.toLocaleString('en-US')}</strong> skipped as duplicates
        </li>
        <li
          className={`rounded-xl px-3 py-2 ${unreadable > 0 ? 'bg-red-50 text-red-900' : 'bg-slate-100 text-slate-800'}`}
        >
          <strong className="block text-lg">{unreadable.toLocaleString('en-US')}</strong>{' '}
          {unreadable === 1 ? 'row' : 'rows'} cannot be read
        </li>
      </ul>
      {(preview.toUpdate > 0 || mode === 'update') && (
        <fieldset className="rounded-xl border border-slate-200 px-3 py-2 text-sm text-slate-800">
          <legend className="px-1 font-semibold text-slate-900">Places already on the map</legend>
          <p className="mb-2 text-slate-700">
            This file comes from this site&apos;s export:{' '}
            {count(named, 'row names a place', 'rows name places')} already here, never added a second time.
            Columns the file does not have stay as they are.
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
              Update {preview.toUpdate === 1 ? 'it' : 'them'} with the file&apos;s values (
              {count(preview.toUpdate, 'place')}; each change goes into the place&apos;s history)
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
            <span>Import only the new places (leave the places already here as they are)</span>
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
            Rows that cannot be read
          </h3>
          <div className="max-h-56 overflow-y-auto rounded-xl border border-slate-200">
            <table aria-labelledby={`${id}-problems`} className="w-full text-left text-sm">
              <thead className="sticky top-0 bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Where
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Problem
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
              The first {LISTED_PROBLEMS} of {count(unreadable, 'row')} are listed.
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
                Skip {unreadable === 1 ? 'this row' : `these ${count(unreadable, 'row')}`} and import the
                other places. Otherwise fix the file and choose it again: nothing is imported until then.
              </span>
            </label>
          ) : (
            <p className="mt-3 text-sm text-slate-800">
              Fix the file and choose it again; nothing has been imported.
            </p>
          )}
        </div>
      )}
      {work === 0 && unreadable === 0 && (
        <p className="text-sm text-slate-800">
          {mode === 'update'
            ? 'The places in this file are already on the map as the file has them: there is nothing to change.'
            : 'Every place in this file is already on the map: there is nothing new to import.'}
        </p>
      )}

      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onBack}>
          Choose another file
        </Button>
        {onBackToColumns && (
          <Button variant="secondary" onClick={onBackToColumns}>
            Change the columns
          </Button>
        )}
        <Button onClick={onImport} disabled={!ready}>
          {importLabel(toAdd, toUpdate)}
        </Button>
      </div>
    </div>
  );
}
