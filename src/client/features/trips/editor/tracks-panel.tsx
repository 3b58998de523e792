import { useState } from 'react';
import type { Trip } from '#shared/trips/trip-schema.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FormAlert, inputClass, labelClass } from '#client/components/ui/field.tsx';
import { cn } from '#client/components/ui/cn.ts';
import { ApiError } from '#client/lib/api.ts';
import { useAddTrack, useRemoveTrack } from '../api/mutate-tracks';
import { formatNumber, formMessage, i18n, intlLocale } from '#client/lib/i18n.ts';
import { isOne } from '#client/lib/intl.ts';

const ACCEPT =
  '.gpx,.kml,.geojson,.json,application/gpx+xml,application/vnd.google-earth.kml+xml,application/geo+json';
const KM = new Intl.NumberFormat(intlLocale, { maximumFractionDigits: 1 });
const km = (value: number) => i18n._('{km} km', { km: KM.format(value) });
const points = (n: number) =>
  isOne(n)
    ? i18n._('{count} point', { count: formatNumber(n) })
    : i18n._('{count} points', { count: formatNumber(n) });

/**
 * The trip's route lines: a GPX, KML or GeoJSON file dropped (or chosen) for the whole trip or one
 * day, sent as it is; the server's refusal is shown in its words. Each track with its points and
 * distance, and Remove.
 */
export function TracksPanel({ trip }: { trip: Trip }) {
  const add = useAddTrack(trip.id);
  const remove = useRemoveTrack(trip.id);
  const [day, setDay] = useState('');
  const [over, setOver] = useState(false);
  const send = (files: FileList | null) => {
    const file = files?.[0];
    if (file) add.mutate({ file, day: day === '' ? null : Number(day) });
  };
  const dayName = (index: number | null) =>
    index === null ? i18n._('Whole trip') : i18n._('Day {number}', { number: index + 1 });

  return (
    <section aria-labelledby="trip-tracks" className="rounded-2xl border border-slate-200 p-4">
      <h2 id="trip-tracks" className="text-lg font-bold text-slate-900">
        {i18n._('Tracks')}
      </h2>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="track-day" className={labelClass}>
            {i18n._('Track for')}
          </label>
          <select
            id="track-day"
            className={inputClass}
            value={day}
            onChange={(event) => setDay(event.target.value)}
          >
            <option value="">{i18n._('Whole trip')}</option>
            {trip.days.map((_, index) => (
              <option key={index} value={index}>
                {dayName(index)}
              </option>
            ))}
          </select>
        </div>
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={(event) => {
            event.preventDefault();
            setOver(false);
            send(event.dataTransfer.files);
          }}
          className={cn(
            'flex-1 rounded-xl border-2 border-dashed p-4 text-sm text-slate-700',
            over ? 'border-teal-700 bg-teal-50' : 'border-slate-300',
          )}
        >
          <label htmlFor="track-file" className="font-medium">
            {i18n._('Drop a GPX, KML or GeoJSON file here, or choose one:')}
          </label>{' '}
          <input
            id="track-file"
            type="file"
            accept={ACCEPT}
            disabled={add.isPending}
            onChange={(event) => {
              send(event.target.files);
              event.target.value = '';
            }}
          />
        </div>
      </div>
      <div aria-live="polite" className="mt-2 text-sm">
        {add.isPending && (
          <p className="text-slate-700">{i18n._('Sending {file}…', { file: add.variables.file.name })}</p>
        )}
        {add.isSuccess && (
          <p className="text-slate-700">{i18n._('Added {name}.', { name: add.data.name })}</p>
        )}
      </div>
      {add.error && (
        <FormAlert>
          {add.error instanceof ApiError
            ? formMessage(add.error.message)
            : i18n._('The track could not be added.')}
        </FormAlert>
      )}
      {remove.error && (
        <FormAlert>
          {remove.error instanceof ApiError
            ? formMessage(remove.error.message)
            : i18n._('The track could not be removed.')}
        </FormAlert>
      )}
      {trip.tracks.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">
          {i18n._('No tracks: the map draws the legs from stop to stop.')}
        </p>
      ) : (
        <ul aria-label={i18n._('Tracks of the trip')} className="mt-3 divide-y divide-slate-200">
          {trip.tracks.map((track) => (
            <li key={track.id} className="flex flex-wrap items-center gap-3 py-2 text-sm">
              <span className="me-auto">
                <span className="font-semibold text-slate-900">{track.name}</span>
                <span className="text-slate-600">
                  {' '}
                  · {dayName(track.dayIndex)} · {points(track.pointCount)} · {km(track.distanceKm)}
                </span>
              </span>
              <Button
                size="sm"
                variant="ghost"
                disabled={remove.isPending}
                aria-label={i18n._('Remove track {name}', { name: track.name })}
                onClick={() => remove.mutate(track.id)}
              >
                {i18n._('Remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
