import { Field, inputClass } from '#client/components/ui/field.tsx';
import { typeName } from '#client/components/type-label.ts';
import { i18n } from '#client/lib/i18n.ts';
import { useLocationTypes } from '../api/get-location-types';
import { binder, type PlaceFieldProps } from './place-field-binding';

// The fields a place's forms share; where it is (address, coordinates, region): where-fields.tsx.
export type { PlaceTextValues } from './place-field-binding';

export function NameField(props: PlaceFieldProps & { className?: string }) {
  const bind = binder(props);
  return (
    <Field
      id={`${props.idPrefix}-name`}
      label={i18n._('Name')}
      required
      error={props.errors.name}
      className={props.className}
    >
      <input
        type="text"
        autoComplete="off"
        placeholder={i18n._('e.g. Crater Lake National Park')}
        className={inputClass}
        {...bind('name')}
      />
    </Field>
  );
}

/** The known types and the owner's custom ones; a type no longer listed stays choosable. */
export function TypeField(props: PlaceFieldProps) {
  const typeOptions = useLocationTypes();
  const { type } = props.values;
  const types = typeOptions.some((o) => o.type === type)
    ? typeOptions
    : [...typeOptions, { type, label: type }];
  const bind = binder(props);
  return (
    <Field id={`${props.idPrefix}-type`} label={i18n._('Type')} error={props.errors.type}>
      <select className={inputClass} {...bind('type')}>
        {types.map((option) => (
          <option key={option.type} value={option.type}>
            {typeName(option.type, types)}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function VisitedAtField(props: PlaceFieldProps) {
  const bind = binder(props);
  return (
    <Field
      id={`${props.idPrefix}-visitedAt`}
      label={i18n._('Visited on')}
      error={props.errors.visitedAt}
      hint={i18n._('Optional: the date of your visit, for the statistics.')}
    >
      <input type="date" className={inputClass} {...bind('visitedAt')} />
    </Field>
  );
}

export function NotesField(props: PlaceFieldProps & { rows: number; className?: string }) {
  const bind = binder(props);
  return (
    <Field
      id={`${props.idPrefix}-notes`}
      label={i18n._('Notes')}
      error={props.errors.notes}
      className={props.className}
    >
      <textarea
        rows={props.rows}
        placeholder={i18n._('What made it special?')}
        className={inputClass}
        {...bind('notes')}
      />
    </Field>
  );
}

/**
 * The owner's privacy of a place: a private place is never shown to visitors, and private notes
 * are read by the owner only (these fields are shown in the owner's forms only).
 */
export function PrivacyFields(
  props: PlaceFieldProps & { isPrivate: boolean; onPrivateChange: (isPrivate: boolean) => void },
) {
  const bind = binder(props);
  const toggleId = `${props.idPrefix}-isPrivate`;
  return (
    <>
      <div className="sm:col-span-2">
        <label htmlFor={toggleId} className="flex items-start gap-3 text-sm">
          <input
            id={toggleId}
            name="isPrivate"
            type="checkbox"
            checked={props.isPrivate}
            onChange={(event) => props.onPrivateChange(event.target.checked)}
            aria-describedby={`${toggleId}-hint`}
            className="mt-0.5 h-4 w-4 accent-primary"
          />
          <span>
            <span className="font-medium">{i18n._('Private')}</span>
            <span id={`${toggleId}-hint`} className="block text-muted-foreground">
              {i18n._(
                'Only you see this place: visitors never find it on the map, in the list or in the statistics.',
              )}
            </span>
          </span>
        </label>
      </div>
      <Field
        id={`${props.idPrefix}-privateNotes`}
        label={i18n._('Private notes')}
        error={props.errors.privateNotes}
        hint={i18n._('Only you see these.')}
        className="sm:col-span-2"
      >
        <textarea rows={3} className={inputClass} {...bind('privateNotes')} />
      </Field>
    </>
  );
}
