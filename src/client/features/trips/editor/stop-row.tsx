import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { TRANSPORT_MODES, TRIP_LIMITS, type TransportMode } from '#shared/trips/trip.ts';
import { Button } from '#client/components/ui/button.tsx';
import { CharacterCount, nearLimit } from '#client/components/ui/character-count.tsx';
import { inputClass, labelClass } from '#client/components/ui/field.tsx';
import { cn } from '#client/components/ui/cn.ts';
import { moveStop, type DayValues, type StopValues } from './trip-draft';
import { i18n } from '#client/lib/i18n.ts';
import { modeLabel } from '../visitor/trip-words';

type Days = (next: (days: DayValues[]) => DayValues[]) => void;

const small = cn(inputClass, 'py-1.5');
// Beside the stop's name, as the bulk bar's selects are.
const compact =
  'h-8 rounded-lg border border-slate-300 bg-white px-2 text-sm font-semibold text-slate-800 focus:border-teal-700 focus:ring-2 focus:ring-teal-700/30 focus:outline-none';

/** What a stop's fields are named: "Note" seen, "Note for Kyoto" heard. */
function Label({ htmlFor, text, place }: { htmlFor: string; text: string; place: string }) {
  return (
    <label htmlFor={htmlFor} className={labelClass}>
      {text}
      <span className="sr-only"> {i18n._('for {place}', { place })}</span>
    </label>
  );
}

/**
 * One stop: its drag handle (pointer or keyboard), its note, times and way on, Move to day and
 * Remove. Field messages for it (from the schema or the server) show under it.
 */
export function StopRow({
  stop,
  position,
  dayIndex,
  days,
  isLast,
  errors,
  onDays,
}: {
  stop: StopValues;
  position: number;
  dayIndex: number;
  days: readonly DayValues[];
  isLast: boolean;
  errors: Record<string, string>;
  onDays: Days;
}) {
  const sortable = useSortable({ id: stop.key });
  const name = stop.place.name;
  const id = (field: string) => `stop-${stop.key}-${field}`;
  const set = (changes: Partial<StopValues>) =>
    onDays((all) =>
      all.map((day) => ({
        ...day,
        stops: day.stops.map((each) => (each.key === stop.key ? { ...each, ...changes } : each)),
      })),
    );
  const prefix = `days.${dayIndex}.stops.${position}.`;
  // Nothing pasted is cut: near the limit the note is counted, and past it the save says why.
  const noteNearLimit = nearLimit(stop.note, TRIP_LIMITS.stopNoteMax);
  const messages = Object.entries(errors).filter(([path]) => path.startsWith(prefix));

  return (
    <li
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      className={cn(
        'rounded-xl border border-slate-200 bg-slate-50 p-3',
        sortable.isDragging && 'relative z-10 shadow-lg ring-2 ring-teal-700',
      )}
      data-stop={name}
    >
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          ref={sortable.setActivatorNodeRef}
          className="cursor-grab touch-none rounded-lg border border-slate-300 bg-white px-2 py-1 text-sm font-bold text-slate-700 focus-visible:ring-2 focus-visible:ring-teal-700 focus-visible:outline-none"
          {...sortable.attributes}
          {...sortable.listeners}
          aria-label={i18n._('Move {name}, stop {number}', { name, number: position + 1 })}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <span className="me-auto font-semibold text-slate-900">
          {position + 1}. {name}
          {stop.place.country && <span className="font-normal text-slate-600"> · {stop.place.country}</span>}
        </span>
        {days.length > 1 && (
          <select
            aria-label={i18n._('Move {name} to day', { name })}
            className={compact}
            value=""
            onChange={(event) => onDays((all) => moveStop(all, stop.key, Number(event.target.value)))}
          >
            <option value="" disabled>
              {i18n._('Move to day…')}
            </option>
            {days.map((day, index) =>
              index === dayIndex ? null : (
                <option key={day.key} value={index}>
                  {day.title
                    ? i18n._('Day {number}: {title}', { number: index + 1, title: day.title })
                    : i18n._('Day {number}', { number: index + 1 })}
                </option>
              ),
            )}
          </select>
        )}
        <Button
          size="sm"
          variant="ghost"
          aria-label={i18n._('Remove {name}', { name })}
          onClick={() =>
            onDays((all) =>
              all.map((day) => ({ ...day, stops: day.stops.filter((each) => each.key !== stop.key) })),
            )
          }
        >
          {i18n._('Remove')}
        </Button>
      </div>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
        <div className="col-span-2 sm:col-span-4">
          <Label htmlFor={id('note')} text={i18n._('Note')} place={name} />
          <textarea
            id={id('note')}
            rows={2}
            className={small}
            value={stop.note}
            aria-describedby={noteNearLimit ? id('note-count') : undefined}
            onChange={(event) => set({ note: event.target.value })}
          />
          {noteNearLimit && (
            <p id={id('note-count')} className="mt-1 text-xs text-slate-700">
              <CharacterCount value={stop.note} max={TRIP_LIMITS.stopNoteMax} />
            </p>
          )}
        </div>
        <div>
          <Label htmlFor={id('arrive')} text={i18n._('Arrive')} place={name} />
          <input
            id={id('arrive')}
            type="time"
            className={small}
            value={stop.arriveAt}
            onChange={(event) => set({ arriveAt: event.target.value })}
          />
        </div>
        <div>
          <Label htmlFor={id('leave')} text={i18n._('Leave')} place={name} />
          <input
            id={id('leave')}
            type="time"
            className={small}
            value={stop.leaveAt}
            onChange={(event) => set({ leaveAt: event.target.value })}
          />
        </div>
        {!isLast && (
          <div className="col-span-2">
            <Label htmlFor={id('mode')} text={i18n._('On to the next stop by')} place={name} />
            <select
              id={id('mode')}
              className={small}
              value={stop.modeToNext}
              onChange={(event) => set({ modeToNext: event.target.value as TransportMode | '' })}
            >
              <option value="">{i18n._('Not said')}</option>
              {TRANSPORT_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {modeLabel(mode)}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      {messages.map(([path, message]) => (
        <p key={path} className="mt-1 text-sm font-medium text-red-700">
          {message}
        </p>
      ))}
    </li>
  );
}
