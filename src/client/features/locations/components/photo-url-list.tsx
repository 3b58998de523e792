import { forwardRef, type KeyboardEvent } from 'react';
import type { PhotoInfo, UploadedPhoto } from '#shared/media.ts';
import { Photo } from '#client/features/photos/public.ts';
import {
  knownPhotoInfo,
  PhotoUploader,
  type PhotoUploaderHandle,
} from '#client/features/photos/public-owner.ts';
import { Button } from '#client/components/ui/button.tsx';
import { errorAria, errorId, inputClass, labelClass } from '#client/components/ui/field.tsx';
import { PlusIcon } from '#client/components/ui/icons.tsx';
import { formatNumber, formMessage, i18n } from '#client/lib/i18n.ts';
import { LIMITS } from '#shared/location.ts';
import { PHOTO_TEXT_MAX } from '#shared/location-schema.ts';
import type { PhotoText, PhotoTexts } from '#shared/photo-text.ts';
import { moveItem, ReorderButtons } from './reorder-buttons';

/**
 * The place's photos: uploaded (the picker, a drop on this area, or a paste into the form; each
 * stored photo is added to the list) or links typed by hand. Photo links: a URL input with Add (Enter adds too), trimmed, empty values and duplicates ignored,
 * and each added photo removable and movable (the first is the cover). The count is shown against
 * the limit before it is reached. The text typed but not yet added belongs to the form's draft
 * (`pending`), so a save adds it instead of dropping it.
 */
export const PhotoUrlList = forwardRef<
  PhotoUploaderHandle,
  {
    id: string;
    photos: readonly string[];
    /** Sizes and previews of the saved uploaded photos (fresh uploads are known to the photos feature). */
    photoInfo?: Readonly<Record<string, PhotoInfo>>;
    /** The place's type: what a photo that does not load shows. */
    type: string;
    onChange: (photos: string[]) => void;
    /** Adds a stored upload's link to the photos as they are then (uploads finish at any time). */
    onUploaded: (photo: UploadedPhoto) => void;
    /** Files are still uploading: the form waits for them. */
    onUploadingChange: (uploading: boolean) => void;
    pending: string;
    onPendingChange: (text: string) => void;
    /** The owner's caption and alt text by link: with `onTextChange`, each photo offers both fields. */
    photoText?: Readonly<PhotoTexts>;
    onTextChange?: (photoText: PhotoTexts) => void;
    error?: string;
  }
>(function PhotoUrlList(
  {
    id,
    photos,
    photoInfo,
    type,
    onChange,
    onUploaded,
    onUploadingChange,
    pending: draft,
    onPendingChange: setDraft,
    photoText = {},
    onTextChange,
    error,
  },
  uploader,
) {
  const full = photos.length >= LIMITS.photosMax;
  const add = () => {
    const url = draft.trim();
    if (full) return;
    if (url && !photos.includes(url)) onChange([...photos, url]);
    setDraft('');
  };

  const setText = (url: string, change: Partial<PhotoText>) =>
    onTextChange?.({ ...photoText, [url]: { caption: '', alt: '', ...photoText[url], ...change } });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the photo instead of submitting the whole form.
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <PhotoUploader
      ref={uploader}
      held={photos.length}
      onUploaded={onUploaded}
      onBusyChange={onUploadingChange}
    >
      <label htmlFor={id} className={labelClass}>
        {i18n._('Photo URL')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="url"
          inputMode="url"
          placeholder="https://example.com/photo.jpg"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          {...errorAria(id, error)}
          className={inputClass}
        />
        <Button variant="secondary" onClick={add} disabled={full} aria-label={i18n._('Add photo')}>
          <PlusIcon size={16} />
          {i18n._('Add')}
        </Button>
      </div>
      {error ? (
        <p id={errorId(id)} className="mt-1 text-sm font-medium text-red-700">
          {formMessage(error)}
        </p>
      ) : (
        photos.length > 0 && (
          <p className="mt-1 text-xs text-slate-600">
            {full
              ? i18n._('{count} of {max} photos: remove one to add another.', {
                  count: formatNumber(LIMITS.photosMax),
                  max: formatNumber(LIMITS.photosMax),
                })
              : i18n._('{count} of {max} photos. The first is the cover.', {
                  count: formatNumber(photos.length),
                  max: formatNumber(LIMITS.photosMax),
                })}
          </p>
        )
      )}
      {photos.length > 0 && (
        <ul
          className={`mt-3 grid grid-cols-1 gap-2 ${onTextChange ? '' : 'sm:grid-cols-2'}`}
          aria-label={i18n._('Photos to save')}
        >
          {photos.map((url, index) => (
            <li key={url} className="rounded-xl border border-slate-200 bg-slate-50 p-1.5 pe-2">
              <div className="flex items-center gap-2">
                <Photo
                  url={url}
                  info={photoInfo?.[url] ?? knownPhotoInfo(url)}
                  alt=""
                  type={type}
                  sizes="56px"
                  emojiClassName="text-xl"
                  className="h-10 w-14 shrink-0 rounded-lg bg-slate-200 object-cover"
                />
                <span className="min-w-0 flex-1 truncate text-xs text-slate-700" title={url}>
                  {url}
                </span>
                {index === 0 && photos.length > 1 && (
                  <span className="shrink-0 rounded-full bg-teal-700 px-2 py-0.5 text-xs font-semibold text-white">
                    {i18n._('Cover')}
                  </span>
                )}
                <ReorderButtons
                  index={index}
                  count={photos.length}
                  what={i18n._('photo {number}', { number: index + 1 })}
                  onMove={(from, to) => onChange(moveItem(photos, from, to))}
                  onRemove={() => onChange(photos.filter((p) => p !== url))}
                />
              </div>
              {onTextChange && (
                <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
                  <PhotoWords
                    id={`${id}-caption-${index}`}
                    label={i18n._('Caption')}
                    hint={i18n._('Shown under the photo, full screen.')}
                    photo={index + 1}
                    value={photoText[url]?.caption ?? ''}
                    onChange={(caption) => setText(url, { caption })}
                  />
                  <PhotoWords
                    id={`${id}-alt-${index}`}
                    label={i18n._('Alt text')}
                    hint={i18n._("Read out instead of the photo; empty: the place's name and the caption.")}
                    photo={index + 1}
                    value={photoText[url]?.alt ?? ''}
                    onChange={(alt) => setText(url, { alt })}
                  />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </PhotoUploader>
  );
});

/** One of a photo's words (its caption or its alt text), counted against the limit as it is typed. */
function PhotoWords({
  id,
  label,
  hint,
  photo,
  value,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  photo: number;
  value: string;
  onChange: (value: string) => void;
}) {
  const length = value.trim().length;
  const over = length > PHOTO_TEXT_MAX;
  const note = `${id}-note`;
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-semibold text-slate-700">
        {label}
        <span className="sr-only"> {i18n._('of photo {number}', { number: photo })}</span>
      </label>
      <input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={over || undefined}
        aria-describedby={note}
        className={`${inputClass} mt-1 py-1.5 text-sm`}
      />
      <p id={note} className={`mt-0.5 text-xs ${over ? 'font-medium text-red-700' : 'text-slate-600'}`}>
        {over
          ? i18n._('{count} of {max} characters: shorten it to save.', {
              count: length,
              max: formatNumber(PHOTO_TEXT_MAX),
            })
          : length > 0
            ? i18n._('{count} of {max} characters', {
                count: length,
                max: formatNumber(PHOTO_TEXT_MAX),
              })
            : hint}
      </p>
    </div>
  );
}
