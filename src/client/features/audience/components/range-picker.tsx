import { useState, type FormEvent } from 'react';
import { SUMMARY_MAX_DAYS } from '#shared/analytics/summary.ts';
import type { DayRange } from '../api/get-summary';
import { formatNumber, i18n } from '#client/lib/i18n.ts';

const DAY_MS = 86_400_000;
const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The last `days` days, today included (UTC days, as the counting keeps them). */
export function lastDays(days: number, now = Date.now()): DayRange {
  return { from: utcDay(now - (days - 1) * DAY_MS), to: utcDay(now) };
}

const PRESETS = [7, 30, 90] as const;
const pressedClass =
  'rounded-lg px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-teal-700';

/** 7, 30 or 90 days, or a custom range of at most a year. */
export function RangePicker({ range, onChange }: { range: DayRange; onChange: (range: DayRange) => void }) {
  const [custom, setCustom] = useState(false);
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [error, setError] = useState('');
  const preset = custom ? undefined : PRESETS.find((days) => lastDays(days).from === range.from);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!from || !to) return setError(i18n._('Choose both days.'));
    if (from > to) return setError(i18n._('The first day must be on or before the last.'));
    if ((Date.parse(to) - Date.parse(from)) / DAY_MS + 1 > SUMMARY_MAX_DAYS)
      return setError(i18n._('Choose at most {count} days.', { count: formatNumber(SUMMARY_MAX_DAYS) }));
    setError('');
    onChange({ from, to });
  };

  return (
    <div className="space-y-3">
      <div role="group" aria-label={i18n._('Range')} className="flex flex-wrap gap-2">
        {PRESETS.map((days) => (
          <button
            key={days}
            type="button"
            aria-pressed={preset === days}
            onClick={() => {
              setCustom(false);
              onChange(lastDays(days));
            }}
            className={`${pressedClass} ${preset === days ? 'bg-teal-700 text-white' : 'bg-slate-100 text-slate-800 hover:bg-slate-200'}`}
          >
            {i18n._('{count} days', { count: days })}
          </button>
        ))}
        <button
          type="button"
          aria-pressed={custom}
          onClick={() => setCustom(true)}
          className={`${pressedClass} ${custom ? 'bg-teal-700 text-white' : 'bg-slate-100 text-slate-800 hover:bg-slate-200'}`}
        >
          {i18n._('Custom')}
        </button>
      </div>
      {custom && (
        <form onSubmit={apply} className="flex flex-wrap items-end gap-3">
          <label className="text-sm font-semibold text-slate-800">
            {i18n._('Start date')}
            <input
              type="date"
              value={from}
              onChange={(event) => setFrom(event.target.value)}
              className="mt-1 block rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-slate-900"
            />
          </label>
          <label className="text-sm font-semibold text-slate-800">
            {i18n._('End date')}
            <input
              type="date"
              value={to}
              onChange={(event) => setTo(event.target.value)}
              className="mt-1 block rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-slate-900"
            />
          </label>
          <button type="submit" className={`${pressedClass} bg-teal-700 text-white`}>
            {i18n._('Show')}
          </button>
          {error && (
            <p role="alert" className="w-full text-sm font-medium text-red-700">
              {error}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
