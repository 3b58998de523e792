import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { PACK_CURRENCIES, type PackCurrency, type PackPreviewKind } from '#shared/packs/pack.ts';
import type { Pack, PackPatch } from '#shared/packs/pack-schema.ts';
import { buttonClass } from '#client/components/ui/button.tsx';
import { Field, FormAlert, inputClass } from '#client/components/ui/field.tsx';
import { tripsQuery } from '#client/features/trips/public.ts';
import { i18n } from '#client/lib/i18n.ts';

export interface PackFormValues {
  tripId: number;
  title: string;
  price: string;
  currency: PackCurrency;
  description: string;
  included: string;
  previewKind: PackPreviewKind;
  previewStops: number;
}

export const valuesOf = (pack: Pack): PackFormValues => ({
  tripId: pack.tripId ?? 0,
  title: pack.title,
  price: (pack.price / 100).toFixed(2),
  currency: pack.currency,
  description: pack.description,
  included: pack.included.join('\n'),
  previewKind: pack.previewKind,
  previewStops: pack.previewStops,
});

/** A new pack's values: a price and what is included to start from. */
const empty = (): PackFormValues => ({
  tripId: 0,
  title: '',
  price: '39.00',
  currency: 'usd',
  description: '',
  included: [i18n._('GPS coordinates'), i18n._('Photo spots'), i18n._('Insider tips')].join('\n'),
  previewKind: 'first_day',
  previewStops: 3,
});

/** The body fields of a form's values: the price typed in dollars (or euros…) sent in cents. */
export function bodyOf(values: PackFormValues): PackPatch | string {
  const price = Math.round(Number(values.price.replace(',', '.')) * 100);
  if (!Number.isFinite(price) || price <= 0) return i18n._('The price is a number, such as 39.00.');
  return {
    ...(values.title.trim() ? { title: values.title.trim() } : {}),
    price,
    currency: values.currency,
    description: values.description,
    included: values.included
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    previewKind: values.previewKind,
    previewStops: values.previewStops,
  };
}

/** A pack's fields: on a new pack, the trip it sells first. */
export function PackForm({
  initial,
  submitLabel,
  chooseTrip,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  initial?: PackFormValues;
  submitLabel: string;
  chooseTrip: boolean;
  busy: boolean;
  error: string | null;
  onSubmit: (values: PackFormValues) => void;
  onCancel?: () => void;
}) {
  const id = useId();
  const [values, setValues] = useState<PackFormValues>(() => initial ?? empty());
  const trips = useQuery({ ...tripsQuery, enabled: chooseTrip }).data ?? [];
  const set = <K extends keyof PackFormValues>(key: K, value: PackFormValues[K]) =>
    setValues((before) => ({ ...before, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };
  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2" noValidate>
      {chooseTrip && (
        <Field id={`${id}-trip`} label={i18n._('Trip to sell')} required className="sm:col-span-2">
          <select
            id={`${id}-trip`}
            className={inputClass}
            value={values.tripId}
            onChange={(event) => set('tripId', Number(event.target.value))}
          >
            <option value={0}>{i18n._('Choose a trip…')}</option>
            {trips.map((trip) => (
              <option key={trip.id} value={trip.id}>
                {trip.title}
              </option>
            ))}
          </select>
        </Field>
      )}
      <Field
        id={`${id}-title`}
        label={i18n._('Title')}
        hint={i18n._("The trip's title unless you give one")}
        className="sm:col-span-2"
      >
        <input
          id={`${id}-title`}
          className={inputClass}
          value={values.title}
          onChange={(e) => set('title', e.target.value)}
        />
      </Field>
      <Field id={`${id}-price`} label={i18n._('Price')} required>
        <input
          id={`${id}-price`}
          className={inputClass}
          inputMode="decimal"
          value={values.price}
          onChange={(e) => set('price', e.target.value)}
        />
      </Field>
      <Field id={`${id}-currency`} label={i18n._('Currency')}>
        <select
          id={`${id}-currency`}
          className={inputClass}
          value={values.currency}
          onChange={(e) => set('currency', e.target.value as PackCurrency)}
        >
          {PACK_CURRENCIES.map((currency) => (
            <option key={currency} value={currency}>
              {currency.toUpperCase()}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-description`} label={i18n._('Description')} className="sm:col-span-2">
        <textarea
          id={`${id}-description`}
          rows={4}
          className={inputClass}
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
        />
      </Field>
      <Field
        id={`${id}-included`}
        label={i18n._('What is included')}
        hint={i18n._('One item a line')}
        className="sm:col-span-2"
      >
        <textarea
          id={`${id}-included`}
          rows={3}
          className={inputClass}
          value={values.included}
          onChange={(e) => set('included', e.target.value)}
        />
      </Field>
      <Field id={`${id}-preview`} label={i18n._('Free preview')}>
        <select
          id={`${id}-preview`}
          className={inputClass}
          value={values.previewKind}
          onChange={(e) => set('previewKind', e.target.value as PackPreviewKind)}
        >
          <option value="first_day">{i18n._('The first day')}</option>
          <option value="first_stops">{i18n._('The first stops')}</option>
        </select>
      </Field>
      {values.previewKind === 'first_stops' && (
        <Field id={`${id}-stops`} label={i18n._('Stops in the preview')}>
          <input
            id={`${id}-stops`}
            type="number"
            min={1}
            max={50}
            className={inputClass}
            value={values.previewStops}
            onChange={(e) => set('previewStops', Number(e.target.value))}
          />
        </Field>
      )}
      {error && (
        <div className="sm:col-span-2">
          <FormAlert>{error}</FormAlert>
        </div>
      )}
      <div className="flex gap-2 sm:col-span-2">
        <button type="submit" className={buttonClass('primary', 'md')} disabled={busy}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className={buttonClass('secondary', 'md')} onClick={onCancel}>
            {i18n._('Cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
