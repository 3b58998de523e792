import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useRef } from 'react';
import { TRIP_LIMITS } from '#shared/trips/trip.ts';
import { Button } from '#client/components/ui/button.tsx';
import { PlusIcon } from '#client/components/ui/icons.tsx';
import { DayCard, CONTAINER } from './day-card';
import { emptyDay, findStop, moveStop, type DayValues, type TripValues } from './trip-draft';
import type { TripErrors } from './use-trip-edit';
import { i18n } from '#client/lib/i18n.ts';

type Change = (update: (values: TripValues) => Partial<TripValues>) => void;

const instructions = () =>
  i18n._(
    'To move a stop, press Space or Enter on its handle. Use the up and down arrow keys to move it, then press Space or Enter again to drop it, or Escape to put it back. To move a stop to another day, use its Move to day list.',
  );

/** Where a stop or a day's empty list is, in words: "position 2 of 5 in day 1". */
function whereIs(days: readonly DayValues[], id: UniqueIdentifier | undefined): string {
  if (id === undefined) return i18n._('nowhere');
  const text = String(id);
  if (text.startsWith(CONTAINER)) {
    const day = days.findIndex((each) => `${CONTAINER}${each.key}` === text);
    return i18n._('the end of day {number}', { number: day + 1 });
  }
  const at = findStop(days, text);
  if (!at) return i18n._('nowhere');
  return i18n._('position {position} of {count} in day {number}', {
    position: at.index + 1,
    count: days[at.day]!.stops.length,
    number: at.day + 1,
  });
}

function nameOf(days: readonly DayValues[], id: UniqueIdentifier): string {
  const at = findStop(days, String(id));
  return at ? days[at.day]!.stops[at.index]!.place.name : i18n._('The stop');
}

/** Where `over` (a stop or a day's list) is as a day and an index to put a stop at. */
function target(days: readonly DayValues[], over: UniqueIdentifier): { day: number; index: number } | null {
  const text = String(over);
  if (text.startsWith(CONTAINER)) {
    const day = days.findIndex((each) => `${CONTAINER}${each.key}` === text);
    return day === -1 ? null : { day, index: days[day]!.stops.length };
  }
  return findStop(days, text);
}

/**
 * The days and their stops. Stops move by drag and drop (within a day and across days) and by
 * keyboard (dnd-kit's keyboard sensor: Space, arrows, Space); a stop's Move to day list moves it
 * across days without a pointer. Every move is announced in plain words.
 */
export function DaysEditor({
  values,
  errors,
  onChange,
}: {
  values: TripValues;
  errors: TripErrors;
  onChange: Change;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    // A key's step that lands below the window's middle scrolls the page instead of moving: smooth,
    // the next key met rects still in flight and the stop went to the wrong place (a flaky test).
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates, scrollBehavior: 'auto' }),
  );
  // Announcements are asked for during a drag: they read the days as they are then.
  const latest = useRef(values.days);
  latest.current = values.days;
  const before = useRef<DayValues[] | null>(null);
  const setDays = (next: (days: DayValues[]) => DayValues[]) => onChange((v) => ({ days: next(v.days) }));

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      i18n._('Picked up {name}, at {where}.', {
        name: nameOf(latest.current, active.id),
        where: whereIs(latest.current, active.id),
      }),
    // Over itself (as every drag starts) says nothing: "Picked up" stays the last thing said.
    onDragOver: ({ active, over }) =>
      over && over.id !== active.id
        ? i18n._('{name} is now at {where}.', {
            name: nameOf(latest.current, active.id),
            where: whereIs(latest.current, over.id),
          })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? i18n._('{name} dropped at {where}.', {
            name: nameOf(latest.current, active.id),
            where: whereIs(latest.current, over.id),
          })
        : i18n._('{name} dropped where it was.', { name: nameOf(latest.current, active.id) }),
    onDragCancel: ({ active }) =>
      i18n._('Moving {name} was cancelled: it is back where it was.', {
        name: nameOf(latest.current, active.id),
      }),
  };

  // Across days while dragging: the stop joins the other day's list as soon as it is over it.
  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over) return;
    setDays((days) => {
      const from = findStop(days, String(active.id));
      const to = target(days, over.id);
      if (!from || !to || from.day === to.day) return days;
      return moveStop(days, String(active.id), to.day, to.index);
    });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    before.current = null;
    if (!over || active.id === over.id) return;
    setDays((days) => {
      const to = target(days, over.id);
      return to ? moveStop(days, String(active.id), to.day, to.index) : days;
    });
  };

  return (
    <section aria-labelledby="trip-days" className="space-y-4">
      <h2 id="trip-days" className="text-lg font-bold text-slate-900">
        {i18n._('Days')}
      </h2>
      {values.days.length === 0 && (
        <p className="text-sm text-slate-600">{i18n._('No days yet: add one, then places to it.')}</p>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        accessibility={{ announcements, screenReaderInstructions: { draggable: instructions() } }}
        onDragStart={() => (before.current = latest.current)}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={() => {
          const saved = before.current;
          before.current = null;
          if (saved) setDays(() => saved);
        }}
      >
        {values.days.map((day, index) => (
          <DayCard
            key={day.key}
            day={day}
            index={index}
            days={values.days}
            errors={errors}
            onDays={setDays}
          />
        ))}
      </DndContext>
      <Button
        variant="secondary"
        disabled={values.days.length >= TRIP_LIMITS.daysMax}
        onClick={() => setDays((days) => [...days, emptyDay()])}
      >
        <PlusIcon size={16} />
        {i18n._('Add a day')}
      </Button>
    </section>
  );
}
