import { useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { embedPath, type EmbedFilters } from '#shared/embed.ts';
import { LOCALE_NAMES, LOCALES, localisedPath, type Locale } from '#shared/locales.ts';
import { Button } from '#client/components/ui/button.tsx';
import { inputClass, labelClass } from '#client/components/ui/field.tsx';
import { Modal } from '#client/components/ui/modal.tsx';
import { toast } from '#client/components/ui/toast.tsx';
import { useSiteConfig } from '#client/lib/site-config.ts';
import { snippetTitle } from '#client/embed-page/snippet-title.ts';
import { clampSize, DEFAULT_EMBED_SIZE, embedSnippet } from '../embed-snippet';
import { embedSay } from '../embed-words';
import { EmbedFilterFields, EmbedSizeFields, type EmbedChoices } from './embed-fields';
import { EmbedPlaceField, type EmbedPlaceChoice } from './embed-place-field';
import { i18n, urlLocale } from '#client/lib/i18n.ts';

/** The preview is never taller than this inside the dialog; the snippet keeps the chosen height. */
const PREVIEW_MAX_HEIGHT = 360;

export interface EmbedDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The filters the dialog starts from (the home page's, when it opens from there). */
  initialFilters?: EmbedFilters;
  /** What the filters offer: the countries, types and tags the places carry. */
  choices: EmbedChoices;
  /** The public places, one of which can be embedded alone. */
  places: readonly EmbedPlaceChoice[];
  /** The place the dialog starts with, embedded alone (opened from the place's details). */
  place?: EmbedPlaceChoice;
}

const NO_FILTERS: EmbedFilters = { countries: [], statuses: [], types: [], tags: [] };

/**
 * The owner's embed builder: filters (or one place) and a size give the iframe to paste into another
 * site, copied with one button, and the same iframe below as a live preview.
 */
export function EmbedDialog({
  open,
  onOpenChange,
  initialFilters = NO_FILTERS,
  choices,
  places,
  place: initialPlace,
}: EmbedDialogProps) {
  const { siteUrl, brand } = useSiteConfig();
  const codeId = useId();
  const [filters, setFilters] = useState(initialFilters);
  const [size, setSize] = useState({
    width: String(DEFAULT_EMBED_SIZE.width),
    height: String(DEFAULT_EMBED_SIZE.height),
  });
  const [mode, setMode] = useState<'filters' | 'place'>(initialPlace ? 'place' : 'filters');
  const [place, setPlace] = useState(initialPlace);
  // The language the embed speaks (its words and the pages its links open): this page's at first.
  const [language, setLanguage] = useState<Locale>(urlLocale);
  const languageId = useId();
  // Until a place is chosen, the snippet and the preview show the filtered map.
  const onePlace = mode === 'place' && place !== undefined;
  const width = clampSize(Number(size.width || NaN), DEFAULT_EMBED_SIZE.width);
  const height = clampSize(Number(size.height || NaN), DEFAULT_EMBED_SIZE.height);
  const path = localisedPath(language, onePlace ? embedPath({ place }) : embedPath({ filters }));
  // The preview's title is the owner's to hear, in the page's language; the snippet's is the framing
  // site's visitors', in the embed's (embed-page/snippet-title.ts: its catalogue loads once chosen;
  // if it cannot, the page's words).
  const title = snippetTitle(
    (message, values) => i18n._(message, values),
    brand,
    onePlace ? place : undefined,
  );
  const words = useQuery({
    queryKey: ['embed-words', language],
    queryFn: () => embedSay(language),
    staleTime: Infinity,
  });
  const framedTitle = words.data
    ? snippetTitle(words.data, brand, onePlace ? place : undefined)
    : words.isError
      ? title
      : undefined;
  const modeName = useId();
  const snippet = useMemo(
    () =>
      framedTitle === undefined
        ? ''
        : embedSnippet({ src: `${siteUrl}${path}`, width, height, title: framedTitle }),
    [siteUrl, path, width, height, framedTitle],
  );

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      toast.success(i18n._('Embed code copied'));
    } catch {
      toast.error(i18n._('Could not copy: select the code and copy it with the keyboard'));
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={i18n._('Embed the map')}
      description={i18n._(
        'Paste this code into a blog post or a video page: the map shows there, with a link back here.',
      )}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {i18n._('Close')}
          </Button>
          {/* The code waits a moment for its language's words (see framedTitle). */}
          <Button onClick={() => void copy()} disabled={snippet === ''}>
            {i18n._('Copy code')}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <fieldset>
          <legend className={labelClass}>{i18n._('What the map shows')}</legend>
          <div className="flex flex-wrap gap-4 text-sm text-slate-800">
            {(
              [
                ['filters', i18n._('Every place, filtered')],
                ['place', i18n._('One place')],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="inline-flex items-center gap-2">
                <input
                  type="radio"
                  name={modeName}
                  className="size-4 accent-teal-700"
                  checked={mode === value}
                  onChange={() => setMode(value)}
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        {mode === 'filters' ? (
          <EmbedFilterFields
            filters={filters}
            choices={choices}
            onChange={(update) => setFilters((current) => ({ ...current, ...update }))}
          />
        ) : (
          <EmbedPlaceField places={places} value={place} onChange={setPlace} />
        )}
        <div>
          <label htmlFor={languageId} className={labelClass}>
            {i18n._('Language of the map')}
          </label>
          <select
            id={languageId}
            className={inputClass}
            value={language}
            onChange={(event) => setLanguage(event.target.value as Locale)}
          >
            {LOCALES.map((locale) => (
              <option key={locale} value={locale} lang={locale}>
                {LOCALE_NAMES[locale]}
              </option>
            ))}
          </select>
        </div>
        <EmbedSizeFields
          width={size.width}
          height={size.height}
          onChange={(update) => setSize((current) => ({ ...current, ...update }))}
        />
        <div>
          <label htmlFor={codeId} className={labelClass}>
            {i18n._('Embed code')}
          </label>
          <textarea
            id={codeId}
            readOnly
            rows={3}
            value={snippet}
            onFocus={(event) => event.currentTarget.select()}
            className={`${inputClass} font-mono text-xs`}
          />
        </div>
        <section aria-label={i18n._('Preview')}>
          <p className={labelClass}>{i18n._('Preview')}</p>
          <iframe
            src={path}
            title={i18n._('Preview: {title}', { title })}
            width={width}
            height={Math.min(height, PREVIEW_MAX_HEIGHT)}
            loading="lazy"
            className="max-w-full rounded-xl border border-slate-200"
          />
        </section>
      </div>
    </Modal>
  );
}
