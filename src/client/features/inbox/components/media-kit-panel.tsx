import { useQuery } from '@tanstack/react-query';
import { SettingsDetails } from './settings-details';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { FormAlert } from '#client/components/ui/field.tsx';
import { toast } from '#client/components/ui/toast.tsx';
import { ApiError } from '#client/lib/api.ts';
import { formMessage, i18n } from '#client/lib/i18n.ts';
import {
  MEDIA_KIT_FIGURES,
  MEDIA_KIT_PATH,
  MEDIA_KIT_PDF_PATH,
  type MediaKitFigure,
  type MediaKitSettings,
} from '#shared/media-kit.ts';
import { mediaKitSettingsQuery, useSaveMediaKitSettings } from '../api/media-kit-settings';

/** How each figure is named in the settings (shared/media-kit.ts has them in English), translated at render. */
const FIGURE_LABELS: Record<MediaKitFigure, string> = {
  audience: /*i18n*/ 'Monthly visitors and views, with the trend',
  destinations: /*i18n*/ 'The destinations visitors open most',
  embeds: /*i18n*/ 'Embed reach: the sites that embed the map',
  channel: /*i18n*/ 'Channel numbers: subscribers, videos, views',
  waitlist: /*i18n*/ 'Trip Packs waitlist size',
};

const CHECK =
  'h-4 w-4 rounded border-slate-400 text-teal-700 focus-visible:outline-2 focus-visible:outline-teal-700';

/** The owner turns the media kit on or off, lets search engines list it or not, and picks its figures. */
export function MediaKitPanel() {
  const { data } = useQuery(mediaKitSettingsQuery);
  return (
    <SettingsDetails
      title={i18n._('Media kit')}
      summary={
        data?.enabled
          ? i18n._('A page and a one-page PDF of live figures for sponsors: on.')
          : i18n._('A page and a one-page PDF of live figures for sponsors: off.')
      }
    >
      {data ? (
        <MediaKitForm key={JSON.stringify(data)} saved={data} />
      ) : (
        <p className="text-slate-700">{i18n._('Loading the settings…')}</p>
      )}
    </SettingsDetails>
  );
}

function MediaKitForm({ saved }: { saved: MediaKitSettings }) {
  const save = useSaveMediaKitSettings();
  const [draft, setDraft] = useState(saved);
  const [alert, setAlert] = useState<string | null>(null);
  const toggleFigure = (figure: (typeof MEDIA_KIT_FIGURES)[number], on: boolean) =>
    setDraft((current) => ({
      ...current,
      // Kept in the kit's own order, whatever order they are ticked in.
      figures: MEDIA_KIT_FIGURES.filter((f) => (f === figure ? on : current.figures.includes(f))),
    }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    save.mutate(draft, {
      onSuccess: (settings) =>
        toast.success(
          settings.enabled ? i18n._('Media kit saved: it is public.') : i18n._('Media kit saved: it is off.'),
        ),
      onError: (error) =>
        setAlert(
          error instanceof ApiError
            ? error.message
            : i18n._('Could not save the media kit. Please try again.'),
        ),
    });
  };

  return (
    <form onSubmit={submit} className="space-y-4">
      <label className="flex items-center gap-3 font-semibold text-slate-900">
        <input
          type="checkbox"
          name="enabled"
          className={CHECK}
          checked={draft.enabled}
          onChange={(event) => setDraft({ ...draft, enabled: event.target.checked })}
        />
        {i18n._('Public: anyone with the link sees the media kit (off: visitors get “Page not found”)')}
      </label>
      <label className="flex items-center gap-3 text-slate-800">
        <input
          type="checkbox"
          name="indexed"
          className={CHECK}
          checked={draft.indexed}
          onChange={(event) => setDraft({ ...draft, indexed: event.target.checked })}
        />
        {i18n._('Let search engines list it (otherwise it is marked noindex)')}
      </label>
      <fieldset className="space-y-2">
        <legend className="font-semibold text-slate-900">{i18n._('Figures shown')}</legend>
        {MEDIA_KIT_FIGURES.map((figure) => (
          <label key={figure} className="flex items-center gap-3 text-slate-800">
            <input
              type="checkbox"
              name="figures"
              value={figure}
              className={CHECK}
              checked={draft.figures.includes(figure)}
              onChange={(event) => toggleFigure(figure, event.target.checked)}
            />
            {i18n._(FIGURE_LABELS[figure])}
          </label>
        ))}
      </fieldset>
      {alert && <FormAlert>{formMessage(alert)}</FormAlert>}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700">
          <Link to={MEDIA_KIT_PATH} className="font-semibold text-teal-800 underline">
            {i18n._('Open the media kit')}
          </Link>{' '}
          ·{' '}
          <a href={MEDIA_KIT_PDF_PATH} className="font-semibold text-teal-800 underline">
            {i18n._('its PDF')}
          </a>
        </p>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? i18n._('Saving...') : i18n._('Save media kit')}
        </Button>
      </div>
    </form>
  );
}
