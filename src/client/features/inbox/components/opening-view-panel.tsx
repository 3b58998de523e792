import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { issuesToFields } from '#shared/field-errors.ts';
import { OPENING_VIEWS, SET_ZOOM_MAX, type OpeningViewChoice } from '#shared/opening-view.ts';
import type { SiteConfig } from '#shared/site-config.ts';
import { SiteSettingsChangesSchema } from '#shared/site-settings-schema.ts';
import { toast } from '#client/components/ui/toast.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { errorAria, Field, FormAlert, inputClass } from '#client/components/ui/field.tsx';
import { ApiError } from '#client/lib/api.ts';
import { toFormErrors } from '#client/lib/form-errors.ts';
import { siteConfigQuery } from '#client/lib/site-config.ts';
import { useUpdateSiteSettings } from '../api/update-site-settings';
import type { MapView } from './opening-view-map';
import { SettingsDetails } from './settings-details';

// Leaflet and the tiles load only when the owner chooses to set a view.
const OpeningViewMap = lazy(() => import('./opening-view-map'));

const CHOICES: Record<OpeningViewChoice, { label: string; hint: string }> = {
  spec: { label: 'The United States', hint: 'The spec’s view: centred on the US at zoom 5.' },
  fit: { label: 'Every place', hint: 'Fits every public place, wherever they are, at any screen width.' },
  set: { label: 'A view I set', hint: 'The centre and zoom below: typed, or found on the map.' },
};

const NUMBERS = [
  { key: 'openingLatitude', label: 'Latitude', hint: '-90 to 90' },
  { key: 'openingLongitude', label: 'Longitude', hint: '-180 to 180' },
  { key: 'openingZoom', label: 'Zoom', hint: `0 (the world) to ${SET_ZOOM_MAX} (a street)` },
] as const;
type NumberKey = (typeof NUMBERS)[number]['key'];

/** The numbers as a view the map can show; undefined while one of them is not (yet) such a number. */
function viewOf(numbers: Record<NumberKey, string>): MapView | undefined {
  const [latitude, longitude, zoom] = NUMBERS.map(({ key }) =>
    numbers[key].trim() === '' ? Number.NaN : Number(numbers[key]),
  ) as [number, number, number];
  const fits =
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180 &&
    Number.isInteger(zoom) &&
    zoom >= 0 &&
    zoom <= SET_ZOOM_MAX;
  return fits ? { latitude, longitude, zoom } : undefined;
}
type Errors = Partial<Record<'openingView' | NumberKey, string>>;
const SHAPE = { fields: ['openingView', ...NUMBERS.map(({ key }) => key)] as const };

/** The owner chooses how the home map (and the embed, and Reset view) opens. */
export function OpeningViewPanel() {
  const { data } = useQuery(siteConfigQuery);
  return (
    <SettingsDetails
      title="Map’s opening view"
      summary="Where the home map opens, and where Reset view goes."
    >
      {data ? (
        <OpeningViewForm key={JSON.stringify(data.view) + data.openingView} saved={data} />
      ) : (
        <p className="text-slate-700">Loading the settings…</p>
      )}
    </SettingsDetails>
  );
}

function OpeningViewForm({ saved }: { saved: SiteConfig }) {
  const update = useUpdateSiteSettings();
  const [choice, setChoice] = useState<OpeningViewChoice>(saved.openingView);
  const [numbers, setNumbers] = useState<Record<NumberKey, string>>({
    openingLatitude: String(saved.openingLatitude),
    openingLongitude: String(saved.openingLongitude),
    openingZoom: String(saved.openingZoom),
  });
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // An empty field is a missing one; any other text is checked as the number it reads as.
    const read = (text: string) => (text.trim() === '' ? undefined : Number(text));
    const body =
      choice === 'set'
        ? { openingView: choice, ...Object.fromEntries(NUMBERS.map(({ key }) => [key, read(numbers[key])])) }
        : { openingView: choice };
    const parsed = SiteSettingsChangesSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(toFormErrors(issuesToFields(parsed.error.issues), SHAPE).errors);
      setAlert('Please check the highlighted fields.');
      return;
    }
    setErrors({});
    setAlert(null);
    update.mutate(parsed.data, {
      onSuccess: () => toast.success('Opening view saved.'),
      onError: (error) => {
        if (error instanceof ApiError) {
          setErrors(toFormErrors(error.fields, SHAPE).errors);
          setAlert(error.message);
        } else setAlert('Could not save the opening view. Please try again.');
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">The home map opens on</legend>
        {OPENING_VIEWS.map((value) => (
          <label key={value} className="flex items-start gap-2 py-1 text-sm text-slate-800">
            <input
              type="radio"
              name="openingView"
              value={value}
              checked={choice === value}
              onChange={() => setChoice(value)}
              className="mt-1"
            />
            <span>
              <span className="font-medium">{CHOICES[value].label}</span>
              <span className="block text-slate-700">{CHOICES[value].hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {choice === 'set' && (
        <div className="grid gap-4 sm:grid-cols-3">
          {NUMBERS.map(({ key, label, hint }) => {
            const id = `site-${key}`;
            return (
              <Field key={key} id={id} label={label} hint={hint} error={errors[key]}>
                <input
                  id={id}
                  name={key}
                  inputMode="decimal"
                  value={numbers[key]}
                  onChange={(event) => setNumbers((current) => ({ ...current, [key]: event.target.value }))}
                  {...errorAria(id, errors[key])}
                  className={inputClass}
                />
              </Field>
            );
          })}
          <div className="sm:col-span-3">
            <Suspense fallback={<p className="text-sm text-slate-700">Loading the map…</p>}>
              <OpeningViewMap
                view={viewOf(numbers)}
                onMove={({ latitude, longitude, zoom }) => {
                  setNumbers({
                    openingLatitude: String(latitude),
                    openingLongitude: String(longitude),
                    openingZoom: String(zoom),
                  });
                  setErrors({});
                }}
              />
            </Suspense>
          </div>
        </div>
      )}
      {alert && <FormAlert>{alert}</FormAlert>}
      <div className="flex justify-end">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save opening view'}
        </Button>
      </div>
    </form>
  );
}
