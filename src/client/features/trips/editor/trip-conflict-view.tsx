import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/components/ui/cn.ts';
import { FormAlert } from '#client/components/ui/field.tsx';
import { everyChoice, type ConflictRow } from './trip-conflict';
import { fieldLabel, showValue } from './trip-revision-text';
import type { useTripEdit } from './use-trip-edit';
import { i18n } from '#client/lib/i18n.ts';

type Edit = ReturnType<typeof useTripEdit>;

function who(row: ConflictRow): string {
  if (row.changedByMe && row.changedElsewhere) return i18n._('changed here and elsewhere');
  return row.changedByMe ? i18n._('changed here') : i18n._('changed elsewhere');
}

/**
 * The trip was saved elsewhere while the owner edited it: field by field, theirs and the owner's,
 * one chosen per field; Keep mine, Take theirs, or Save merged. The owner's edit is kept (in this
 * page and in storage) until they choose.
 */
export function TripConflictView({
  conflict,
  edit,
}: {
  conflict: NonNullable<Edit['conflict']>;
  edit: Edit;
}) {
  const names = new Map<number, string>();
  for (const trip of [conflict.current, edit.base])
    for (const day of trip.days) for (const stop of day.stops) names.set(stop.placeId, stop.place.name);
  for (const day of edit.values.days) for (const stop of day.stops) names.set(stop.placeId, stop.place.name);

  return (
    <section aria-label={i18n._('Changed elsewhere')} className="space-y-4">
      <FormAlert tone="info">
        {conflict.message}{' '}
        {i18n._('Choose what to keep for each field, then Save merged. Nothing is saved until you do.')}
      </FormAlert>
      {conflict.rows.map((row) => (
        <fieldset key={row.field} className="rounded-xl border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-900">
            {fieldLabel(row.field)} <span className="font-normal text-slate-600">({who(row)})</span>
          </legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {(['mine', 'theirs'] as const).map((side) => (
              <label
                key={side}
                className={cn(
                  'flex cursor-pointer gap-2 rounded-lg border p-2 text-sm',
                  conflict.choices[row.field] === side ? 'border-teal-700 bg-teal-50' : 'border-slate-200',
                )}
              >
                <input
                  type="radio"
                  name={`conflict-${row.field}`}
                  checked={conflict.choices[row.field] === side}
                  onChange={() => edit.choose(row.field, side)}
                  className="mt-0.5 accent-teal-700"
                />
                <span className="min-w-0">
                  <span className="block font-semibold text-slate-900">
                    {side === 'mine' ? i18n._('Yours') : i18n._('Theirs')}
                  </span>
                  <span className="block break-words whitespace-pre-line text-slate-800">
                    {showValue(row.field, side === 'mine' ? row.mine : row.theirs, names)}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      {edit.error && <FormAlert>{edit.error}</FormAlert>}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={() => edit.resolve(conflict.choices, false)}>
          {i18n._('Edit merged')}
        </Button>
        <Button
          variant="secondary"
          disabled={edit.saving}
          onClick={() => edit.resolve(everyChoice(conflict.rows, 'theirs'), true)}
        >
          {i18n._('Take theirs')}
        </Button>
        <Button
          variant="secondary"
          disabled={edit.saving}
          onClick={() => edit.resolve(everyChoice(conflict.rows, 'mine'), true)}
        >
          {i18n._('Keep mine')}
        </Button>
        <Button disabled={edit.saving} onClick={() => edit.resolve(conflict.choices, true)}>
          {i18n._('Save merged')}
        </Button>
      </div>
    </section>
  );
}
