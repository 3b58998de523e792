import { useId, useRef, useState } from 'react';
import { monthsOfYear, yearsWithVisits, type MonthCount } from '#shared/stats.ts';
import { EmptyNote, SectionCard } from './section-card';
import { useElementWidth } from './use-element-width';
import { formatNumber, i18n } from '#client/lib/i18n.ts';
import { dateFormat, isOne } from '#client/lib/intl.ts';

const HEIGHT = 240;
const MARGIN = { top: 22, right: 8, bottom: 28, left: 32 };
const GRID_LINES = 4;
/** The twelve months' names in the page's language, long (January), short (Jan) or narrow (J). */
function monthNames(month: 'long' | 'short' | 'narrow'): string[] {
  const format = dateFormat({ month, timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, i) => format.format(Date.UTC(2026, i, 1)));
}
const MONTH_NAMES = monthNames('long');
const MONTH_SHORT = monthNames('short');
const MONTH_NARROW = monthNames('narrow');

const visits = (count: number) =>
  isOne(count)
    ? i18n._('{count} visit', { count: formatNumber(count) })
    : i18n._('{count} visits', { count: formatNumber(count) });

/** A y-axis top that divides into whole steps, at least 1. */
function axisTop(max: number): number {
  return Math.max(1, Math.ceil(max / GRID_LINES)) * GRID_LINES;
}

function summary(year: number, months: MonthCount[]): string {
  const total = months.reduce((sum, m) => sum + m.count, 0);
  const peak = Math.max(...months.map((m) => m.count));
  const peaks = months.filter((m) => m.count === peak).map((m) => MONTH_NAMES[Number(m.month.slice(5)) - 1]);
  const values = { year: String(year), total: visits(total), months: peaks.join(', '), peak: visits(peak) };
  return peaks.length === 1
    ? i18n._(
        'Visits by month in {year}: {total} in total; the busiest month was {months} with {peak}.',
        values,
      )
    : i18n._(
        'Visits by month in {year}: {total} in total; the busiest months were {months} with {peak}.',
        values,
      );
}

function Chart({ year, months }: { year: number; months: MonthCount[] }) {
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box, 640);
  const top = axisTop(Math.max(...months.map((m) => m.count)));
  const plotW = Math.max(120, width - MARGIN.left - MARGIN.right);
  const plotH = HEIGHT - MARGIN.top - MARGIN.bottom;
  const slot = plotW / months.length;
  const barW = Math.max(6, Math.min(40, slot * 0.62));
  const y = (value: number) => MARGIN.top + plotH - (value / top) * plotH;
  const ticks = Array.from({ length: GRID_LINES + 1 }, (_, i) => (top / GRID_LINES) * i);

  return (
    <div ref={box}>
      <svg
        role="img"
        aria-label={summary(year, months)}
        width={width}
        height={HEIGHT}
        className="block max-w-full overflow-visible"
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={MARGIN.left}
              x2={MARGIN.left + plotW}
              y1={y(tick)}
              y2={y(tick)}
              className={tick === 0 ? 'stroke-slate-400' : 'stroke-slate-200'}
              strokeDasharray={tick === 0 ? undefined : '3 4'}
            />
            <text
              x={MARGIN.left - 8}
              y={y(tick)}
              dy="0.32em"
              textAnchor="end"
              className="fill-slate-600 text-[11px] tabular-nums"
            >
              {tick}
            </text>
          </g>
        ))}
        {months.map((m, i) => {
          const cx = MARGIN.left + slot * i + slot / 2;
          return (
            <g key={m.month}>
              {m.count > 0 && (
                <>
                  <rect
                    x={cx - barW / 2}
                    y={y(m.count)}
                    width={barW}
                    height={y(0) - y(m.count)}
                    rx={Math.min(6, barW / 3)}
                    className="fill-teal-600"
                  />
                  <text
                    x={cx}
                    y={y(m.count) - 6}
                    textAnchor="middle"
                    className="fill-slate-900 text-[11px] font-semibold tabular-nums"
                  >
                    {m.count}
                  </text>
                </>
              )}
              <text x={cx} y={HEIGHT - 8} textAnchor="middle" className="fill-slate-600 text-[11px]">
                {(slot < 26 ? MONTH_NARROW : MONTH_SHORT)[i]}
              </text>
            </g>
          );
        })}
      </svg>
    </div>
  );
}

/** Visited places counted by the month of their visit date, one year at a time. */
export function MonthlyChart({ monthlyVisits }: { monthlyVisits: MonthCount[] }) {
  const years = yearsWithVisits(monthlyVisits);
  const [picked, setPicked] = useState<number | null>(null);
  const year = picked !== null && years.includes(picked) ? picked : years[0];
  const selectId = useId();

  const picker =
    year !== undefined && years.length > 1 ? (
      <div className="flex items-center gap-2">
        {/* The form fields' label style (ui/field.tsx), without importing the forms' module for one class. */}
        <label htmlFor={selectId} className="block text-sm font-medium text-slate-800">
          {i18n._('Year')}
        </label>
        <select
          id={selectId}
          value={year}
          onChange={(event) => setPicked(Number(event.target.value))}
          className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm font-medium text-slate-900 focus:border-teal-700 focus:ring-2 focus:ring-teal-700/30 focus:outline-none"
        >
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </div>
    ) : null;

  if (year === undefined) {
    return (
      <SectionCard id="monthly-heading" title={i18n._('Visits by Month')}>
        <EmptyNote>
          {i18n._(
            'No visit dates yet. When a visited place has the date I went, it is counted in its month here.',
          )}
        </EmptyNote>
      </SectionCard>
    );
  }

  const months = monthsOfYear(monthlyVisits, year);
  const total = months.reduce((sum, m) => sum + m.count, 0);
  return (
    <SectionCard id="monthly-heading" title={i18n._('Visits by Month')} action={picker}>
      <p className="-mt-2 mb-4 text-sm text-slate-700">
        {years.length > 1
          ? i18n._('{visits} in {year}, across {count} years of travel.', {
              visits: visits(total),
              year: String(year),
              count: formatNumber(years.length),
            })
          : i18n._('{visits} in {year}.', { visits: visits(total), year: String(year) })}
      </p>
      <Chart year={year} months={months} />
      <table className="sr-only">
        <caption>{i18n._('Visits by month in {year}', { year: String(year) })}</caption>
        <thead>
          <tr>
            <th scope="col">{i18n._('Month')}</th>
            <th scope="col">{i18n._('Visits')}</th>
          </tr>
        </thead>
        <tbody>
          {months.map((m, i) => (
            <tr key={m.month}>
              <th scope="row">{MONTH_NAMES[i]}</th>
              <td>{m.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </SectionCard>
  );
}
