import { useId } from 'react';
import type { EmbedFilters } from '#shared/embed.ts';
import { STATUS_TABLE, type LocationStatus } from '#shared/status.ts';
import { Field, inputClass, labelClass } from '#client/components/ui/field.tsx';
import { EMBED_SIZE } from '../embed-snippet';
import { formatNumber, i18n } from '#client/lib/i18n.ts';
import { statusLabel } from '#client/components/status-label.ts';

export interface EmbedChoices {
  countries: readonly string[];
  types: readonly { value: string; label: string }[];
  tags: readonly string[];
}

/** A select of one value or "any"; a value not among the choices (from the home page's URL) stays listed. */
function OneOf({
  label,
  any,
  value,
  choices,
  onChange,
}: {
  label: string;
  any: string;
  value: string | undefined;
  choices: readonly { value: string; label: string }[];
  onChange: (value: string[]) => void;
}) {
  const id = useId();
  const listed =
    value && !choices.some((c) => c.value === value) ? [{ value, label: value }, ...choices] : choices;
  return (
    <Field id={id} label={label}>
      <select
        id={id}
        className={inputClass}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value ? [event.target.value] : [])}
      >
        <option value="">{any}</option>
        {listed.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** Country, type and tag (one each, or any) and the statuses shown. */
export function EmbedFilterFields({
  filters,
  choices,
  onChange,
}: {
  filters: EmbedFilters;
  choices: EmbedChoices;
  onChange: (update: Partial<EmbedFilters>) => void;
}) {
  const named = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
  const toggle = (status: LocationStatus, on: boolean) =>
    onChange({
      statuses: STATUS_TABLE.map((row) => row.value).filter((value) =>
        value === status ? on : filters.statuses.includes(value),
      ),
    });
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <OneOf
        label={i18n._('Country')}
        any={i18n._('Any country')}
        value={filters.countries[0]}
        choices={named(choices.countries)}
        onChange={(countries) => onChange({ countries })}
      />
      <OneOf
        label={i18n._('Type')}
        any={i18n._('Any type')}
        value={filters.types[0]}
        choices={choices.types}
        onChange={(types) => onChange({ types })}
      />
      <OneOf
        label={i18n._('Tag')}
        any={i18n._('Any tag')}
        value={filters.tags[0]}
        choices={named(choices.tags)}
        onChange={(tags) => onChange({ tags })}
      />
      <fieldset className="sm:col-span-3">
        <legend className={labelClass}>{i18n._('Statuses (none ticked: every status)')}</legend>
        <div className="flex flex-wrap gap-4">
          {STATUS_TABLE.map((row) => (
            <label key={row.value} className="inline-flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="size-4 accent-teal-700"
                checked={filters.statuses.includes(row.value)}
                onChange={(event) => toggle(row.value, event.target.checked)}
              />
              {statusLabel(row.value)}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}

/** Width and height in pixels, kept within EMBED_SIZE when the field is left. */
export function EmbedSizeFields({
  width,
  height,
  onChange,
}: {
  width: string;
  height: string;
  onChange: (size: { width?: string; height?: string }) => void;
}) {
  const widthId = useId();
  const heightId = useId();
  const hint = i18n._('{min} to {max} pixels', {
    min: formatNumber(EMBED_SIZE.min),
    max: formatNumber(EMBED_SIZE.max),
  });
  const attrs = {
    type: 'number',
    min: EMBED_SIZE.min,
    max: EMBED_SIZE.max,
    step: 10,
    className: inputClass,
  } as const;
  return (
    <div className="grid grid-cols-2 gap-3">
      <Field id={widthId} label={i18n._('Width (px)')} hint={hint}>
        <input id={widthId} {...attrs} value={width} onChange={(e) => onChange({ width: e.target.value })} />
      </Field>
      <Field id={heightId} label={i18n._('Height (px)')} hint={hint}>
        <input
          id={heightId}
          {...attrs}
          value={height}
          onChange={(e) => onChange({ height: e.target.value })}
        />
      </Field>
    </div>
  );
}
