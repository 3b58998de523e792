import { useQuery } from '@tanstack/react-query';
import { SettingsDetails } from './settings-details';
import { useState, type FormEvent } from 'react';
import { toast } from '#client/components/ui/toast.tsx';
import { issuesToFields } from '#shared/field-errors.ts';
import type { SiteSettings } from '#shared/site-config.ts';
import { SiteSettingsSchema } from '#shared/site-settings-schema.ts';
import { ApiError } from '#client/lib/api.ts';
import { toFormErrors } from '#client/lib/form-errors.ts';
import { useDraft } from '#client/lib/use-draft.ts';
import { siteConfigQuery } from '#client/lib/site-config.ts';
import { Button } from '#client/components/ui/button.tsx';
import { RestoreDraftPrompt } from '#client/components/ui/draft-prompts.tsx';
import { errorAria, Field, FormAlert, inputClass } from '#client/components/ui/field.tsx';
import { useUpdateSiteSettings } from '../api/update-site-settings';

const FIELDS: {
  key: keyof SiteSettings;
  label: string;
  type: 'text' | 'url' | 'email' | 'select';
  hint?: string;
}[] = [
  { key: 'tagline', label: 'Tagline', type: 'text', hint: 'Shown under the brand in the header.' },
  { key: 'channelUrl', label: 'Video channel link', type: 'url' },
  { key: 'channelSubscribers', label: 'Subscribers', type: 'text', hint: 'As you want it shown, e.g. 1.2K' },
  { key: 'channelVideos', label: 'Videos', type: 'text' },
  { key: 'channelViews', label: 'Views', type: 'text', hint: 'e.g. 50K' },
  {
    key: 'channelId',
    label: 'YouTube channel id',
    type: 'text',
    hint: "UC and 22 more characters (youtube.com/account_advanced). The card lists the latest videos; with the server's YouTube API key, YouTube's numbers replace the three above.",
  },
  { key: 'contactEmail', label: 'Contact email', type: 'email' },
  { key: 'advertisingEmail', label: 'Advertising email', type: 'email' },
  { key: 'sponsorEmail', label: 'Sponsorship email', type: 'email' },
  {
    key: 'ctaHeading',
    label: 'Footer band heading',
    type: 'text',
    hint: 'At the foot of every content page.',
  },
  { key: 'ctaText', label: 'Footer band text', type: 'text' },
  { key: 'ctaMapButton', label: 'Footer map button', type: 'text' },
  { key: 'ctaVideosButton', label: 'Footer videos button', type: 'text' },
  {
    key: 'figureSource',
    label: 'Figures in the copy',
    type: 'select',
    hint: 'The numbers the pages, the description and the sharing image name ("1,500+ destinations").',
  },
  ...(
    [
      ['figurePlaces', 'Destinations figure'],
      ['figureCountries', 'Countries figure'],
      ['figureUnesco', 'UNESCO sites figure'],
      ['figureParks', 'Parks figure'],
      ['figureVideos', 'Videos figure'],
      ['figureMiles', 'Miles figure'],
    ] as const
  ).map(([key, label]) => ({
    key,
    label,
    type: 'text' as const,
    hint: 'Empty: counted from the places. Pin it by typing it as it should read, e.g. 1,500+',
  })),
];

/** Where the copy's figures come from (figureSource). */
const FIGURE_SOURCES = [
  { value: 'data', label: 'Counted from the places' },
  { value: 'spec', label: 'The demo’s words (1,500+ destinations, 306 UNESCO sites, 50+ countries)' },
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
      title="Site settings"
      summary="Channel numbers, links, tagline, email addresses and the footer band."
    >
      {data ? (
        <SettingsForm key={JSON.stringify(pick(data))} saved={pick(data)} />
      ) : (
        <p className="text-slate-700">Loading the settings…</p>
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
      setAlert('Please check the highlighted fields.');
      return;
    }
    const changes = Object.fromEntries(
      Object.entries(parsed.data).filter(([key, value]) => saved[key as keyof SiteSettings] !== value),
    );
    if (Object.keys(changes).length === 0) {
      setAlert(null);
      toast.info('Nothing to save: the settings are unchanged.');
      return;
    }
    setErrors({});
    setAlert(null);
    update.mutate(changes, {
      onSuccess: () => {
        stored.reset();
        toast.success('Site settings saved.');
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          setErrors(toFormErrors(error.fields, SHAPE).errors);
          setAlert(error.message);
        } else setAlert('Could not save the settings. Please try again.');
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
              label={label}
              hint={hint}
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
                      {source.label}
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
      {alert && <FormAlert>{alert}</FormAlert>}
      <div className="flex justify-end">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save settings'}
        </Button>
      </div>
    </form>
  );
}
