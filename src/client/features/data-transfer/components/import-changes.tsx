import { useId } from 'react';
import type { ImportChange } from '#shared/import/api-types.ts';
import type { PlaceField } from '#shared/history.ts';
import { formatNumber, i18n } from '#client/lib/i18n.ts';
import { importFieldLabel } from './import-words';

/** A long note is recognisable by its start. */
const SHOWN_CHARACTERS = 80;

/** A value as the list shows it: lists joined, empty as a dash, long text cut. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? i18n._('yes') : i18n._('no');
  const text = Array.isArray(value) ? (value.length > 0 ? value.map(String).join(', ') : '—') : String(value);
  return text.length > SHOWN_CHARACTERS ? `${text.slice(0, SHOWN_CHARACTERS)}…` : text;
}

/** A file never carries photo captions; every other field is a column an import may fill. */
const fieldLabel = (field: PlaceField) =>
  field === 'photoText' ? i18n._('Photo captions') : importFieldLabel(field);

/**
 * What the file changes in the places already here, field by field, for the first few: enough to
 * see that it is the right file before anything is written.
 */
export function ImportChanges({ changes, total }: { changes: ImportChange[]; total: number }) {
  const id = useId();
  if (changes.length === 0) return null;
  return (
    <div>
      <h3 id={id} className="mb-2 text-sm font-semibold text-slate-900">
        {i18n._('What the file changes')}
      </h3>
      <ul
        aria-labelledby={id}
        className="max-h-56 space-y-2 overflow-y-auto rounded-xl border border-slate-200 px-3 py-2 text-sm text-slate-800"
      >
        {changes.map((change) => (
          <li key={change.id}>
            <span className="font-semibold text-slate-900">{change.name}</span>
            <ul className="ms-4 list-disc">
              {change.fields.map((field) => (
                <li key={field}>
                  {fieldLabel(field)}: {shown(change.before[field])} → {shown(change.after[field])}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {total > changes.length && (
        <p className="mt-1 text-xs text-slate-600">
          {i18n._('The first {count} of {total} places to update are shown.', {
            count: formatNumber(changes.length),
            total: formatNumber(total),
          })}
        </p>
      )}
    </div>
  );
}
