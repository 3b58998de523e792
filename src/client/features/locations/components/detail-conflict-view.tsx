import { FormAlert } from '#client/components/ui/field.tsx';
import { cn } from '#client/components/ui/cn.ts';
import { Button } from '#client/components/ui/button.tsx';
import { i18n } from '#client/lib/i18n.ts';
import { everyChoice, type ConflictRow, type PlaceField, type Side } from './edit-draft';
import { fieldLabel, showValue } from './revision-text';

function who(row: ConflictRow): string {
  if (row.changedByMe && row.changedElsewhere) return i18n._('changed here and elsewhere');
  return row.changedByMe ? i18n._('changed here') : i18n._('changed elsewhere');
}

/**
 * The place was saved elsewhere while the owner edited it: field by field, their version and the
 * owner's, one chosen per field. The owner's text stays here until they choose.
 */
export function DetailConflictView({
  message,
  rows,
  choices,
  onChoose,
  error,
}: {
  message: string;
  rows: readonly ConflictRow[];
  choices: Partial<Record<PlaceField, Side>>;
  onChoose: (field: PlaceField, side: Side) => void;
  error: string | null;
}) {
  return (
    <section aria-label={i18n._('Changed elsewhere')} className="space-y-4">
      <FormAlert tone="info">
        {i18n._(
          '{message} Choose what to keep for each field, then Save merged. Nothing is saved until you do.',
          { message },
        )}
      </FormAlert>
      {rows.map((row) => (
        <fieldset key={row.field} className="rounded-xl border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-900">
            {fieldLabel(row.field)}{' '}
            <span className="font-normal text-slate-600">{i18n._('({who})', { who: who(row) })}</span>
          </legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {(['mine', 'theirs'] as const).map((side) => (
              <label
                key={side}
                className={cn(
                  'flex cursor-pointer gap-2 rounded-lg border p-2 text-sm',
                  choices[row.field] === side ? 'border-teal-700 bg-teal-50' : 'border-slate-200',
                )}
              >
                <input
                  type="radio"
                  name={`conflict-${row.field}`}
                  checked={choices[row.field] === side}
                  onChange={() => onChoose(row.field, side)}
                  className="mt-0.5 accent-teal-700"
                />
                <span className="min-w-0">
                  <span className="block font-semibold text-slate-900">
                    {side === 'mine' ? i18n._('Yours') : i18n._('Theirs')}
                  </span>
                  <span className="block break-words whitespace-pre-line text-slate-800">
                    {showValue(side === 'mine' ? row.mine : row.theirs, row.field)}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      {error && <FormAlert>{error}</FormAlert>}
    </section>
  );
}

/** The conflict's answers: edit the merge further, or save theirs, mine or the merge at once. */
export function ConflictFooter({
  conflict,
  saving,
  onResolve,
}: {
  conflict: { rows: readonly ConflictRow[]; choices: Partial<Record<PlaceField, Side>> };
  saving: boolean;
  onResolve: (choices: Partial<Record<PlaceField, Side>>, save: boolean) => void;
}) {
  return (
    <>
      <Button key="edit-merged" variant="ghost" onClick={() => onResolve(conflict.choices, false)}>
        {i18n._('Edit merged')}
      </Button>
      <Button
        key="theirs"
        variant="secondary"
        disabled={saving}
        onClick={() => onResolve(everyChoice(conflict.rows, 'theirs'), true)}
      >
        {i18n._('Take theirs')}
      </Button>
      <Button
        key="mine"
        variant="secondary"
        disabled={saving}
        onClick={() => onResolve(everyChoice(conflict.rows, 'mine'), true)}
      >
        {i18n._('Keep mine')}
      </Button>
      <Button key="merged" disabled={saving} onClick={() => onResolve(conflict.choices, true)}>
        {i18n._('Save merged')}
      </Button>
    </>
  );
}
