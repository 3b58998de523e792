import { cn } from '#client/components/ui/cn.ts';
import { shownPhotoSrc } from '#shared/media.ts';
import { coverChoices, type TripValues } from './trip-draft';
import { i18n } from '#client/lib/i18n.ts';

const tile =
  'relative block cursor-pointer overflow-hidden rounded-xl border-2 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-teal-700';

/** The cover, chosen among the stops' places' photos (radio buttons over thumbnails), or none. */
export function CoverPicker({
  values,
  onChange,
}: {
  values: TripValues;
  onChange: (coverPhoto: string | null) => void;
}) {
  const choices = coverChoices(values);
  // A cover kept from before (its stop since removed) stays choosable.
  if (values.coverPhoto && !choices.some((choice) => choice.photo === values.coverPhoto))
    choices.unshift({ photo: values.coverPhoto, place: i18n._('the current cover') });
  return (
    <fieldset className="rounded-2xl border border-slate-200 p-4">
      <legend className="px-1 text-lg font-bold text-slate-900">{i18n._('Cover photo')}</legend>
      {choices.length === 0 && (
        <p className="mb-2 text-sm text-slate-600">
          {i18n._('Add stops at places with photos to choose a cover from them.')}
        </p>
      )}
      <div className="grid grid-cols-3 gap-3 sm:grid-cols-5">
        <label
          className={cn(
            tile,
            'grid aspect-[4/3] place-items-center text-sm font-medium text-slate-700',
            values.coverPhoto === null ? 'border-teal-700' : 'border-slate-200',
          )}
        >
          <input
            type="radio"
            name="trip-cover"
            className="sr-only"
            checked={values.coverPhoto === null}
            onChange={() => onChange(null)}
          />
          {i18n._('No cover')}
        </label>
        {choices.map(({ photo, place }) => (
          <label
            key={photo}
            className={cn(tile, values.coverPhoto === photo ? 'border-teal-700' : 'border-slate-200')}
          >
            <input
              type="radio"
              name="trip-cover"
              className="sr-only"
              checked={values.coverPhoto === photo}
              onChange={() => onChange(photo)}
            />
            <img
              src={shownPhotoSrc(photo)}
              alt={i18n._('Photo of {place}', { place })}
              loading="lazy"
              className="aspect-[4/3] w-full object-cover"
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
