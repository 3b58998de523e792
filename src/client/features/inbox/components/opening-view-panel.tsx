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
import { formMessage, i18n } from '#client/lib/i18n.ts';
import { toFormErrors } from '#client/lib/form-errors.ts';
import { siteConfigQuery } from '#client/lib/site-config.ts';
import { useUpdateSiteSettings } from '../api/update-site-settings';
import type { MapView } from './opening-view-map';
import { SettingsDetails } from './settings-details';

// Leaflet and the tiles load only when the owner chooses to set a view.
const OpeningViewMap = lazy(() => import('./opening-view-map'));

// Labels and hints are translated at render; `{max}` is the highest zoom a set view takes.
const CHOICES: Record<OpeningViewChoice, { label: string; hint: string }> = {
  spec: {
    label: /*i18n*/ 'The United States',
    hint: /*i18n*/ 'The spec’s view: centred on the US at zoom 5.',
  },
  fit: {
    label: /*i18n*/ 'Every place',
    hint: /*i18n*/ 'Fits every public place, wherever they are, at any screen width.',
  },
  set: {
    label: /*i18n*/ 'A view I set',
    hint: /*i18n*/ 'The centre and zoom below: typed, or found on the map.',
  },
};

const NUMBERS = [
  { key: 'openingLatitude', label: /*i18n*/ 'Latitude', hint: /*i18n*/ '-90 to 90' },
  { key: 'openingLongitude', label: /*i18n*/ 'Longitude', hint: /*i18n*/ '-180 to 180' },
  { key: 'openingZoom', label: /*i18n*/ 'Zoom', hint: /*i18n*/ '0 (the world) to {max} (a street)' },
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
      title={i18n._('Map’s opening view')}
      summary={i18n._('Where the home map opens, and where Reset view goes.')}
    >
      {data ? (
        <OpeningViewForm key={JSON.stringify(data.view) + data.openingView} saved={data} />
      ) : (
        <p className="text-slate-700">{i18n._('Loading the settings…')}</p>
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
      setAlert(i18n._('Please check the highlighted fields.'));
      return;
    }
    setErrors({});
    setAlert(null);
    update.mutate(parsed.data, {
      onSuccess: () => toast.success(i18n._('Opening view saved.')),
      onError: (error) => {
        if (error instanceof ApiError) {
          setErrors(toFormErrors(error.fields, SHAPE).errors);
          setAlert(error.message);
        } else setAlert(i18n._('Could not save the opening view. Please try again.'));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">{i18n._('The home map opens on')}</legend>
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
              <span className="font-medium">{i18n._(CHOICES[value].label)}</span>
              <span className="block text-slate-700">{i18n._(CHOICES[value].hint)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {choice === 'set' && (
        <div className="grid gap-4 sm:grid-cols-3">
          {NUMBERS.map(({ key, label, hint }) => {
            const id = `site-${key}`;
            return (
              <Field
                key={key}
                id={id}
                label={i18n._(label)}
                hint={i18n._(hint, { max: SET_ZOOM_MAX })}
                error={errors[key]}
              >
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
            <Suspense fallback={<p className="text-sm text-slate-700">{i18n._('Loading the map…')}</p>}>
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
      {alert && <FormAlert>{formMessage(alert)}</FormAlert>}
      <div className="flex justify-end">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? i18n._('Saving...') : i18n._('Save opening view')}
        </Button>
      </div>
    </form>
  );
}
