import { useId, useState } from 'react';
import {
  MERGE_FIELDS,
  mergeLimitErrors,
  unite,
  type MergeChoices,
  type MergeField,
  type MergeSide,
} from '#shared/duplicates.ts';
import type { Location } from '#shared/location.ts';
import { typeLabel } from '#shared/location-types.ts';
import { statusRow } from '#shared/status.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FormAlert } from '#client/components/ui/field.tsx';
import { Modal } from '#client/components/ui/modal.tsx';
import { ApiError } from '#client/lib/api.ts';
import { useMergePair } from '../api/resolve-pair';
import { formatNumber, i18n } from '#client/lib/i18n.ts';
import { isOne } from '#client/lib/intl.ts';
import { statusLabel } from '#client/components/status-label.ts';

/** A field's name, in the page's language. */
const fieldLabel = (field: MergeField) =>
  ({
    name: i18n._('Name'),
    type: i18n._('Type'),
    address: i18n._('Address'),
    coordinates: i18n._('Coordinates'),
    country: i18n._('Country'),
    state: i18n._('State'),
    status: i18n._('Status'),
    visitedAt: i18n._('Visited date'),
    notes: i18n._('Notes'),
  })[field];

const photosText = (n: number) =>
  isOne(n)
    ? i18n._('{count} photo', { count: formatNumber(n) })
    : i18n._('{count} photos', { count: formatNumber(n) });
const videosText = (n: number) =>
  isOne(n)
    ? i18n._('{count} video', { count: formatNumber(n) })
    : i18n._('{count} videos', { count: formatNumber(n) });

/** A field's value in words; empty for none. */
function shown(place: Location, field: MergeField): string {
  switch (field) {
    case 'coordinates':
      return `${place.latitude.toFixed(5)}, ${place.longitude.toFixed(5)}`;
    case 'type':
      return typeLabel(place.type);
    case 'status':
      return statusLabel(statusRow(place.status).value);
    default:
      return place[field] ?? '';
  }
}

/** The side each field starts on: the kept place's value, unless it has none and the other has. */
function initialChoices(keep: Location, merge: Location): MergeChoices {
  return Object.fromEntries(
    MERGE_FIELDS.map((field) => [field, !shown(keep, field) && shown(merge, field) ? 'merge' : 'keep']),
  );
}

/**
 * Merge two places, field by field. The owner picks the place that stays (its id, Added date and
 * history) and, for each field that differs, whose value it keeps; photos and videos of both are
 * kept. A merge that would pass a limit says so here and cannot be pressed.
 */
export function MergeDialog({
  pair,
  onOpenChange,
}: {
  pair: [Location, Location];
  onOpenChange: (open: boolean) => void;
}) {
  const baseId = useId();
  const [keepFirst, setKeepFirst] = useState(true);
  const [keep, merge] = keepFirst ? pair : [pair[1], pair[0]];
  const [choices, setChoices] = useState<MergeChoices>(() => initialChoices(keep, merge));
  const mergePair = useMergePair();

  const chooseKept = (first: boolean) => {
    setKeepFirst(first);
    const [k, m] = first ? pair : [pair[1], pair[0]];
    setChoices(initialChoices(k, m));
  };
  const limits = mergeLimitErrors(keep, merge);
  const blocked = Object.values(limits);
  const photos = unite(keep.photos, merge.photos).length;
  const videos = unite(keep.youtubeUrls, merge.youtubeUrls).length;
  const differing = MERGE_FIELDS.filter((field) => shown(keep, field) !== shown(merge, field));
  const serverError =
    mergePair.error instanceof ApiError && mergePair.error.status === 400 ? mergePair.error : undefined;

  const submit = () =>
    mergePair.mutate(
      { keep, merge, fields: choices },
      {
        onSuccess: () => onOpenChange(false),
        onError: (error) => error instanceof ApiError && error.status === 409 && onOpenChange(false),
      },
    );

  return (
    <Modal
      open
      onOpenChange={onOpenChange}
      title={i18n._('Merge two places')}
      description={i18n._(
        'Choose the value to keep for each field. Photos and videos of both places are kept.',
      )}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {i18n._('Cancel')}
          </Button>
          <Button onClick={submit} disabled={blocked.length > 0 || mergePair.isPending}>
            {mergePair.isPending ? i18n._('Merging…') : i18n._('Merge')}
          </Button>
        </>
      }
    >
      <div className="space-y-5">
        <fieldset>
          <legend className="text-sm font-semibold text-slate-900">{i18n._('Which place stays')}</legend>
          <p className="text-sm text-slate-600">
            {i18n._(
              'It keeps its Added date and history; the other goes to the trash, where you can restore it.',
            )}
          </p>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {pair.map((place, index) => (
              <label
                key={place.id}
                className="flex cursor-pointer items-start gap-2 rounded-xl border border-slate-200 p-3 has-[:checked]:border-teal-600 has-[:checked]:bg-teal-50"
              >
                <input
                  type="radio"
                  name={`${baseId}-kept`}
                  className="mt-1 accent-teal-700"
                  checked={keepFirst === (index === 0)}
                  onChange={() => chooseKept(index === 0)}
                />
                <span className="min-w-0">
                  <span className="block font-semibold break-words text-slate-900">{place.name}</span>
                  <span className="block text-xs text-slate-600">
                    {i18n._('Added {date}', { date: place.createdAt.slice(0, 10) })} ·{' '}
                    {photosText(place.photos.length)} · {videosText(place.youtubeUrls.length)}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        {differing.length === 0 ? (
          <p className="text-sm text-slate-700">{i18n._('Every field is the same in both places.')}</p>
        ) : (
          differing.map((field) => (
            <fieldset key={field}>
              <legend className="text-sm font-semibold text-slate-900">{fieldLabel(field)}</legend>
              <div className="mt-1 grid gap-2 sm:grid-cols-2">
                {(['keep', 'merge'] as const satisfies readonly MergeSide[]).map((side) => {
                  const place = side === 'keep' ? keep : merge;
                  const value = shown(place, field);
                  return (
                    <label
                      key={side}
                      className="flex cursor-pointer items-start gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm has-[:checked]:border-teal-600 has-[:checked]:bg-teal-50"
                    >
                      <input
                        type="radio"
                        name={`${baseId}-${field}`}
                        className="mt-0.5 accent-teal-700"
                        checked={(choices[field] ?? 'keep') === side}
                        onChange={() => setChoices((current) => ({ ...current, [field]: side }))}
                      />
                      <span
                        className={
                          field === 'notes'
                            ? 'line-clamp-3 break-words whitespace-pre-line text-slate-800'
                            : 'break-words text-slate-800'
                        }
                      >
                        {value || <span className="text-slate-500 italic">{i18n._('(none)')}</span>}
                      </span>
                    </label>
                  );
                })}
              </div>
            </fieldset>
          ))
        )}

        <p className="text-sm text-slate-700">
          {i18n._('The merged place will have {photos} and {videos}.', {
            photos: photosText(photos),
            videos: videosText(videos),
          })}
        </p>
        {blocked.length > 0 && (
          <FormAlert>
            {blocked.map((message) => (
              <span key={message} className="block">
                {message}
              </span>
            ))}
          </FormAlert>
        )}
        {serverError && (
          <FormAlert>
            {serverError.message}{' '}
            {Object.values(serverError.fields).map((message) => (
              <span key={message} className="block">
                {message}
              </span>
            ))}
          </FormAlert>
        )}
      </div>
    </Modal>
  );
}
