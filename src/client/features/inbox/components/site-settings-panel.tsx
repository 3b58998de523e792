import { useQuery } from '@tanstack/react-query';
import { SettingsDetails } from './settings-details';
import { useState, type FormEvent } from 'react';
import { toast } from '#client/components/ui/toast.tsx';
import { issuesToFields } from '#shared/field-errors.ts';
import type { SiteSettings } from '#shared/site-config.ts';
import { SiteSettingsSchema } from '#shared/site-settings-schema.ts';
import { ApiError } from '#client/lib/api.ts';
import { formMessage, i18n } from '#client/lib/i18n.ts';
import { toFormErrors } from '#client/lib/form-errors.ts';
import { useDraft } from '#client/lib/use-draft.ts';
import { siteConfigQuery } from '#client/lib/site-config.ts';
import { Button } from '#client/components/ui/button.tsx';
import { RestoreDraftPrompt } from '#client/components/ui/draft-prompts.tsx';
import { errorAria, Field, FormAlert, inputClass } from '#client/components/ui/field.tsx';
import { useUpdateSiteSettings } from '../api/update-site-settings';

// Labels and hints are translated at render.
const FIELDS: {
  key: keyof SiteSettings;
  label: string;
  type: 'text' | 'url' | 'email' | 'select';
  hint?: string;
}[] = [
  {
    key: 'tagline',
    label: /*i18n*/ 'Tagline',
    type: 'text',
    hint: /*i18n*/ 'Shown under the brand in the header.',
  },
  { key: 'channelUrl', label: /*i18n*/ 'Video channel link', type: 'url' },
  {
    key: 'channelSubscribers',
    label: /*i18n*/ 'Subscribers',
    type: 'text',
    hint: /*i18n*/ 'As you want it shown, e.g. 1.2K',
  },
  { key: 'channelVideos', label: /*i18n*/ 'Videos', type: 'text' },
  { key: 'channelViews', label: /*i18n*/ 'Views', type: 'text', hint: /*i18n*/ 'e.g. 50K' },
  {
    key: 'channelId',
    label: /*i18n*/ 'YouTube channel id',
    type: 'text',
    hint: /*i18n*/ "UC and 22 more characters (youtube.com/account_advanced). The card lists the latest videos; with the server's YouTube API key, YouTube's numbers replace the three above.",
  },
  { key: 'contactEmail', label: /*i18n*/ 'Contact email', type: 'email' },
  { key: 'advertisingEmail', label: /*i18n*/ 'Advertising email', type: 'email' },
  { key: 'sponsorEmail', label: /*i18n*/ 'Sponsorship email', type: 'email' },
  {
    key: 'ctaHeading',
    label: /*i18n*/ 'Footer band heading',
    type: 'text',
    hint: /*i18n*/ 'At the foot of every content page.',
  },
  { key: 'ctaText', label: /*i18n*/ 'Footer band text', type: 'text' },
  { key: 'ctaMapButton', label: /*i18n*/ 'Footer map button', type: 'text' },
  { key: 'ctaVideosButton', label: /*i18n*/ 'Footer videos button', type: 'text' },
  {
    key: 'figureSource',
    label: /*i18n*/ 'Figures in the copy',
    type: 'select',
    hint: /*i18n*/ 'The numbers the pages, the description and the sharing image name ("1,500+ destinations").',
  },
  ...(
    [
      ['figurePlaces', /*i18n*/ 'Destinations figure'],
      ['figureCountries', /*i18n*/ 'Countries figure'],
      ['figureUnesco', /*i18n*/ 'UNESCO sites figure'],
      ['figureParks', /*i18n*/ 'Parks figure'],
      ['figureVideos', /*i18n*/ 'Videos figure'],
      ['figureMiles', /*i18n*/ 'Miles figure'],
    ] as const
  ).map(([key, label]) => ({
    key,
    label,
    type: 'text' as const,
    hint: /*i18n*/ 'Empty: counted from the places. Pin it by typing it as it should read, e.g. 1,500+',
  })),
];

/** Where the copy's figures come from (figureSource). */
const FIGURE_SOURCES = [
  { value: 'data', label: /*i18n*/ 'Counted from the places' },
  {
    value: 'spec',
    label: /*i18n*/ 'The demo’s words (1,500+ destinations, 306 UNESCO sites, 50+ countries)',
  },
];

/** The fields a row of their own. */
const WIDE = new Set<keyof SiteSettings>([
  'tagline',
  'channelUrl',
  'channelId',
  'ctaHeading',
  'ctaText',
  'figureSource',
]);

const SHAPE = { fields: FIELDS.map(({ key }) => key) };
/** The settings this form edits (the opening view has a form of its own). */
const FormSchema = SiteSettingsSchema.omit({
  openingView: true,
  openingLatitude: true,
  openingLongitude: true,
  openingZoom: true,
});

function pick(config: SiteSettings): SiteSettings {
  return Object.fromEntries(FIELDS.map(({ key }) => [key, config[key]])) as unknown as SiteSettings;
}

/** The owner edits the channel numbers, links, tagline, addresses and footer band every page shows. */
export function SiteSettingsPanel() {
  const { data } = useQuery(siteConfigQuery);
  return (
    <SettingsDetails
      title={i18n._('Site settings')}
      summary={i18n._('Channel numbers, links, tagline, email addresses and the footer band.')}
    >
      {data ? (
        <SettingsForm key={JSON.stringify(pick(data))} saved={pick(data)} />
      ) : (
        <p className="text-slate-700">{i18n._('Loading the settings…')}</p>
      )}
    </SettingsDetails>
  );
}

function SettingsForm({ saved }: { saved: SiteSettings }) {
  const update = useUpdateSiteSettings();
  // A draft of the form, started from what the server has (re-keyed when that changes), kept in
  // local storage as it is typed and offered back after a reload.
  const stored = useDraft<SiteSettings>({
    form: 'site-settings',
    id: 'site',
    initial: saved,
    changed: (value) => FIELDS.some(({ key }) => value[key] !== saved[key]),
    parse: (value) => {
      if (typeof value !== 'object' || value === null) return undefined;
      const fields = value as Partial<Record<keyof SiteSettings, unknown>>;
      return Object.fromEntries(
        FIELDS.map(({ key }) => [key, typeof fields[key] === 'string' ? fields[key] : saved[key]]),
      ) as unknown as SiteSettings;
    },
  });
  const { value: draft, setValue: setDraft } = stored;
  const [errors, setErrors] = useState<Partial<Record<keyof SiteSettings, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const change = (key: keyof SiteSettings, value: string) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = FormSchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(toFormErrors(issuesToFields(parsed.error.issues), SHAPE).errors);
      setAlert(i18n._('Please check the highlighted fields.'));
      return;
    }
    const changes = Object.fromEntries(
      Object.entries(parsed.data).filter(([key, value]) => saved[key as keyof SiteSettings] !== value),
    );
    if (Object.keys(changes).length === 0) {
      setAlert(null);
      toast.info(i18n._('Nothing to save: the settings are unchanged.'));
      return;
    }
    setErrors({});
    setAlert(null);
    update.mutate(changes, {
      onSuccess: () => {
        stored.reset();
        toast.success(i18n._('Site settings saved.'));
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          setErrors(toFormErrors(error.fields, SHAPE).errors);
          setAlert(error.message);
        } else setAlert(i18n._('Could not save the settings. Please try again.'));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {stored.offered && <RestoreDraftPrompt onRestore={stored.restore} onDiscard={stored.dismissOffer} />}
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map(({ key, label, type, hint }) => {
          const id = `site-${key}`;
          return (
            <Field
              key={key}
              id={id}
              label={i18n._(label)}
              hint={hint && i18n._(hint)}
              error={errors[key]}
              className={WIDE.has(key) ? 'sm:col-span-2' : undefined}
            >
              {type === 'select' ? (
                <select
                  id={id}
                  name={key}
                  value={draft[key]}
                  onChange={(event) => change(key, event.target.value)}
                  className={inputClass}
                >
                  {FIGURE_SOURCES.map((source) => (
                    <option key={source.value} value={source.value}>
                      {i18n._(source.label)}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  id={id}
                  name={key}
                  type={type}
                  value={draft[key]}
                  onChange={(event) => change(key, event.target.value)}
                  {...errorAria(id, errors[key])}
                  className={inputClass}
                />
              )}
            </Field>
          );
        })}
      </div>
      {alert && <FormAlert>{formMessage(alert)}</FormAlert>}
      <div className="flex justify-end">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? i18n._('Saving...') : i18n._('Save settings')}
        </Button>
      </div>
    </form>
  );
}
