import type { GpxOptions } from '#shared/import/parse-gpx.ts';
import { i18n } from '#client/lib/i18n.ts';

/** What a GPX file gives besides its waypoints: the points of its routes, the ends of its tracks. */
export function GpxChoices({
  value,
  onChange,
}: {
  value: GpxOptions;
  onChange: (value: GpxOptions) => void;
}) {
  const box = 'mt-0.5 h-4 w-4 accent-teal-700';
  return (
    <fieldset className="text-sm text-slate-800">
      <legend className="mb-1 font-medium text-slate-800">
        {i18n._('From a GPX file, besides its waypoints, import')}
      </legend>
      <label className="flex items-start gap-2">
        <input
          type="checkbox"
          checked={value.routePoints ?? false}
          onChange={(event) => onChange({ ...value, routePoints: event.target.checked })}
          className={box}
        />
        <span>{i18n._('every point of its routes')}</span>
      </label>
      <label className="mt-1 flex items-start gap-2">
        <input
          type="checkbox"
          checked={value.trackEnds ?? false}
          onChange={(event) => onChange({ ...value, trackEnds: event.target.checked })}
          className={box}
        />
        <span>{i18n._('the start and end of its tracks')}</span>
      </label>
    </fieldset>
  );
}
