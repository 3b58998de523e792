import {
  slugOfTitle,
  TRIP_LIMITS,
  TRIP_STATES,
  TRIP_VISIBILITIES,
  type TripState,
  type TripVisibility,
} from '#shared/trips/trip.ts';
import { Button } from '#client/components/ui/button.tsx';
import { errorId, Field, inputClass } from '#client/components/ui/field.tsx';
import type { TripValues } from './trip-draft';
import type { TripErrors } from './use-trip-edit';
import { i18n } from '#client/lib/i18n.ts';
import { stateLabel, visibilityLabel } from '../visitor/trip-words';
import { CharacterCount, nearLimit } from '#client/components/ui/character-count.tsx';

type Change = (update: Partial<TripValues>) => void;

/** The props an input takes to name its error, when it has one. */
export const invalid = (id: string, error: string | undefined) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': errorId(id) } : {};

/** The trip's own fields: title, link name, summary, dates, state and visibility. */
export function TripFields({
  values,
  errors,
  onChange,
}: {
  values: TripValues;
  errors: TripErrors;
  onChange: Change;
}) {
  return (
    <fieldset className="grid grid-cols-1 gap-4 rounded-2xl border border-slate-200 p-4 sm:grid-cols-2">
      <legend className="px-1 text-lg font-bold text-slate-900">{i18n._('The trip')}</legend>
      <Field
        id="trip-title"
        label={i18n._('Title')}
        required
        error={errors.title}
        hint={
          nearLimit(values.title, TRIP_LIMITS.titleMax) && (
            <CharacterCount value={values.title} max={TRIP_LIMITS.titleMax} />
          )
        }
        className="sm:col-span-2"
      >
        <input
          id="trip-title"
          className={inputClass}
          value={values.title}
          onChange={(event) => onChange({ title: event.target.value })}
          {...invalid('trip-title', errors.title)}
        />
      </Field>
      <Field
        id="trip-slug"
        label={i18n._('Link name')}
        error={errors.slug}
        hint={
          <>
            {i18n._('Lowercase letters, digits and dashes: the end of the trip’s address.')}
            {nearLimit(values.slug, TRIP_LIMITS.slugMax) && (
              <>
                {' '}
                <CharacterCount value={values.slug} max={TRIP_LIMITS.slugMax} />
              </>
            )}
          </>
        }
        className="sm:col-span-2"
      >
        <div className="flex gap-2">
          <input
            id="trip-slug"
            className={inputClass}
            value={values.slug}
            onChange={(event) => onChange({ slug: event.target.value })}
            {...invalid('trip-slug', errors.slug)}
          />
          <Button variant="secondary" size="sm" onClick={() => onChange({ slug: slugOfTitle(values.title) })}>
            {i18n._('From the title')}
          </Button>
        </div>
      </Field>
      <Field
        id="trip-summary"
        label={i18n._('Summary')}
        error={errors.summary}
        hint={i18n._('Paragraphs separated by a blank line.')}
        className="sm:col-span-2"
      >
        <textarea
          id="trip-summary"
          rows={4}
          className={inputClass}
          value={values.summary}
          onChange={(event) => onChange({ summary: event.target.value })}
          {...invalid('trip-summary', errors.summary)}
        />
      </Field>
      <Field id="trip-start" label={i18n._('Start date')} error={errors.startDate}>
        <input
          id="trip-start"
          type="date"
          className={inputClass}
          value={values.startDate}
          onChange={(event) => onChange({ startDate: event.target.value })}
          {...invalid('trip-start', errors.startDate)}
        />
      </Field>
      <Field id="trip-end" label={i18n._('End date')} error={errors.endDate}>
        <input
          id="trip-end"
          type="date"
          className={inputClass}
          value={values.endDate}
          onChange={(event) => onChange({ endDate: event.target.value })}
          {...invalid('trip-end', errors.endDate)}
        />
      </Field>
      <Field id="trip-state" label={i18n._('State')} error={errors.state}>
        <select
          id="trip-state"
          className={inputClass}
          value={values.state}
          onChange={(event) => onChange({ state: event.target.value as TripState })}
        >
          {TRIP_STATES.map((state) => (
            <option key={state} value={state}>
              {stateLabel(state)}
            </option>
          ))}
        </select>
      </Field>
      <Field id="trip-visibility" label={i18n._('Visibility')} error={errors.visibility}>
        <select
          id="trip-visibility"
          className={inputClass}
          value={values.visibility}
          onChange={(event) => onChange({ visibility: event.target.value as TripVisibility })}
        >
          {TRIP_VISIBILITIES.map((visibility) => (
            <option key={visibility} value={visibility}>
              {visibilityLabel(visibility)}
            </option>
          ))}
        </select>
      </Field>
    </fieldset>
  );
}
