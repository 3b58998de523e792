import { useMemo, useState } from 'react';
import { issuesToFields } from '#shared/field-errors.ts';
import { TripPatchSchema, type Trip } from '#shared/trips/trip-schema.ts';
import { toast } from '#client/components/ui/toast.tsx';
import { ApiError } from '#client/lib/api.ts';
import { useDraft } from '#client/lib/use-draft.ts';
import { TripConflict, useUpdateTrip } from '../api/mutate-trip';
import { conflictRows, defaultChoices, rebase, type Choices, type ConflictRow } from './trip-conflict';
import {
  freshDraft,
  isChanged,
  parseStoredDraft,
  patchOf,
  type TripDraft,
  type TripField,
  type TripValues,
} from './trip-draft';
import { i18n } from '#client/lib/i18n.ts';

export interface Conflict {
  message: string;
  current: Trip;
  rows: ConflictRow[];
  choices: Choices;
}

/** Field messages by the form's field ("days.0.stops.2.note" shown under its stop, by its path). */
export type TripErrors = Record<string, string>;

/**
 * The trip editor's state: a draft kept in local storage as it is typed (a reload or a server that
 * went away loses nothing), saved as only the changed fields with If-Match, and a conflict (the trip
 * changed elsewhere) resolved field by field, as the place editor does.
 */
export function useTripEdit(trip: Trip) {
  const update = useUpdateTrip();
  const draft = useDraft<TripDraft | null>({
    form: 'trip-edit',
    id: trip.id,
    initial: null,
    changed: (value) => value !== null && isChanged(value),
    parse: parseStoredDraft(trip.id),
  });
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<TripErrors>({});
  const [conflict, setConflict] = useState<Conflict | null>(null);
  // Until the first change the form follows the trip as loaded; from then on the draft holds its base.
  // Made once per trip read: its days' and stops' keys stay the same from one render to the next.
  const loaded = useMemo(() => freshDraft(trip), [trip]);
  const current = draft.value ?? loaded;

  const change = (update: Partial<TripValues> | ((values: TripValues) => Partial<TripValues>)) => {
    draft.setValue((previous) => {
      const from = previous ?? current;
      const changes = typeof update === 'function' ? update(from.values) : update;
      return { ...from, values: { ...from.values, ...changes } };
    });
    setFieldErrors({});
  };

  /** The field-by-field choice between `next` and the trip as saved elsewhere; false when they agree. */
  const showConflict = (next: TripDraft, failure: TripConflict): boolean => {
    const rows = conflictRows(next, failure.current);
    if (rows.length === 0) return false;
    setConflict({ message: failure.message, current: failure.current, rows, choices: defaultChoices(rows) });
    return true;
  };

  const send = (next: TripDraft) => {
    const changes = patchOf(next);
    if (Object.keys(changes).length === 0) {
      draft.reset(null);
      toast.info(i18n._('No changes to save.'));
      return;
    }
    const checked = TripPatchSchema.safeParse(changes);
    if (!checked.success) {
      setFieldErrors(issuesToFields(checked.error.issues));
      setError(i18n._('Please check the highlighted fields.'));
      return;
    }
    setError(null);
    update.mutate(
      { id: trip.id, changes: checked.data, version: next.base.version },
      {
        onSuccess: () => {
          draft.reset(null);
          setFieldErrors({});
          toast.success(i18n._('Trip saved'));
        },
        // The draft stays here (and in storage) to retry.
        onError: (failure) => {
          if (failure instanceof TripConflict) {
            if (!showConflict(next, failure)) {
              draft.reset(null);
              toast.success(i18n._('Trip saved'));
            }
            return;
          }
          const fields = failure instanceof ApiError ? failure.fields : {};
          setFieldErrors(fields);
          setError(
            i18n._('Could not save the trip: {reason}', {
              reason:
                Object.values(fields)[0] ??
                (failure instanceof ApiError ? failure.message : i18n._('please try again.')),
            }),
          );
        },
      },
    );
  };

  /** The merge as the new draft, based on the trip as it is now; `andSave` sends it at once. */
  const resolve = (choices: Choices, andSave: boolean) => {
    if (!conflict) return;
    const next = rebase(current.values, conflict.current, choices);
    draft.setValue(next);
    setConflict(null);
    if (andSave) send(next);
  };

  return {
    values: current.values,
    base: current.base,
    draft,
    change,
    save: () => send(current),
    discard: () => {
      draft.reset(null);
      setError(null);
      setFieldErrors({});
    },
    error,
    fieldErrors,
    conflict,
    choose: (field: TripField, side: 'mine' | 'theirs') =>
      setConflict((shown) => (shown ? { ...shown, choices: { ...shown.choices, [field]: side } } : shown)),
    resolve,
    saving: update.isPending,
    /** Another write met a conflict (a restore from the history): shown as a save's would be. */
    conflictWith: (failure: TripConflict) => showConflict(current, failure),
  };
}
