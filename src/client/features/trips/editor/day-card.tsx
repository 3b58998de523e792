import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { TRIP_LIMITS } from '#shared/trips/trip.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Field, inputClass } from '#client/components/ui/field.tsx';
import { AddPlaces } from './add-places';
import { StopRow } from './stop-row';
import { stopOfPlace, type DayValues } from './trip-draft';
import { invalid } from './trip-fields';
import type { TripErrors } from './use-trip-edit';
import { i18n } from '#client/lib/i18n.ts';
import { CharacterCount, nearLimit } from '#client/components/ui/character-count.tsx';

/** The droppable id of a day's list of stops (a stop can be dropped on an empty day). */
export const CONTAINER = 'day-list:';

type Days = (next: (days: DayValues[]) => DayValues[]) => void;

/** One day: its title, date and notes, its stops in order, and Add places. */
export function DayCard({
  day,
  index,
  days,
  errors,
  onDays,
}: {
  day: DayValues;
  index: number;
  days: readonly DayValues[];
  errors: TripErrors;
  onDays: Days;
}) {
  const { setNodeRef } = useDroppable({ id: `${CONTAINER}${day.key}` });
  const prefix = `days.${index}`;
  const id = (field: string) => `day-${day.key}-${field}`;
  const number = index + 1;
  const label = i18n._('Day {number}', { number });
  const set = (changes: Partial<DayValues>) =>
    onDays((all) => all.map((each) => (each.key === day.key ? { ...each, ...changes } : each)));
  const stopCount = days.reduce((sum, each) => sum + each.stops.length, 0);

  return (
    <section aria-label={label} className="rounded-2xl border border-slate-200 bg-white p-4">
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <h3 className="me-auto text-base font-bold text-slate-900">{label}</h3>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => onDays((all) => all.filter((each) => each.key !== day.key))}
        >
          {i18n._('Remove day {number}', { number })}
        </Button>
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Field
          id={id('title')}
          label={i18n._('Day {number} title', { number })}
          error={errors[`${prefix}.title`]}
          hint={
            nearLimit(day.title, TRIP_LIMITS.dayTitleMax) && (
              <CharacterCount value={day.title} max={TRIP_LIMITS.dayTitleMax} />
            )
          }
          className="sm:col-span-2"
        >
          <input
            id={id('title')}
            className={inputClass}
            value={day.title}
            onChange={(event) => set({ title: event.target.value })}
            {...invalid(id('title'), errors[`${prefix}.title`])}
          />
        </Field>
        <Field
          id={id('date')}
          label={i18n._('Day {number} date', { number })}
          error={errors[`${prefix}.date`]}
        >
          <input
            id={id('date')}
            type="date"
            className={inputClass}
            value={day.date}
            onChange={(event) => set({ date: event.target.value })}
            {...invalid(id('date'), errors[`${prefix}.date`])}
          />
        </Field>
        <Field
          id={id('notes')}
          label={i18n._('Day {number} notes', { number })}
          error={errors[`${prefix}.notes`]}
          className="sm:col-span-3"
        >
          <textarea
            id={id('notes')}
            rows={2}
            className={inputClass}
            value={day.notes}
            onChange={(event) => set({ notes: event.target.value })}
            {...invalid(id('notes'), errors[`${prefix}.notes`])}
          />
        </Field>
      </div>
      <SortableContext items={day.stops.map((stop) => stop.key)} strategy={verticalListSortingStrategy}>
        <ol
          ref={setNodeRef}
          aria-label={i18n._('Stops of day {number}', { number })}
          className="mt-4 min-h-12 space-y-3"
        >
          {day.stops.map((stop, at) => (
            <StopRow
              key={stop.key}
              stop={stop}
              position={at}
              dayIndex={index}
              days={days}
              isLast={index === days.length - 1 && at === day.stops.length - 1}
              errors={errors}
              onDays={onDays}
            />
          ))}
          {day.stops.length === 0 && (
            <li className="rounded-xl border border-dashed border-slate-300 p-3 text-sm text-slate-600">
              {i18n._('No stops on this day yet.')}
            </li>
          )}
        </ol>
      </SortableContext>
      <AddPlaces
        dayNumber={number}
        full={stopCount >= TRIP_LIMITS.stopsMax}
        onAdd={(place) =>
          onDays((all) =>
            all.map((each) =>
              each.key === day.key ? { ...each, stops: [...each.stops, stopOfPlace(place)] } : each,
            ),
          )
        }
      />
    </section>
  );
}
