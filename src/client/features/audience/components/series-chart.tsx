import type { Summary } from '#shared/analytics/summary.ts';
import { formatNumber, i18n } from '#client/lib/i18n.ts';

const WIDTH = 640;
const HEIGHT = 200;
const PAD = { top: 12, right: 8, bottom: 24, left: 36 };

type Series = Summary['series'];

const format = formatNumber;

/** What the chart shows, in words: the range, the busiest day and the totals. */
export function seriesSummary(series: Series): string {
  const views = series.reduce((sum, day) => sum + day.views, 0);
  const visitors = series.reduce((sum, day) => sum + day.visitors, 0);
  const busiest = series.reduce((best, day) => (day.views > (best?.views ?? -1) ? day : best), series[0]);
  const first = series[0]?.day ?? '';
  const last = series.at(-1)?.day ?? '';
  const values = { first, last, visitors: format(visitors), views: format(views) };
  return busiest && busiest.views > 0
    ? i18n._(
        'Visitors and views per day from {first} to {last}: {visitors} visitors, {views} views; the busiest day was {day} with {peak} views.',
        { ...values, day: busiest.day, peak: format(busiest.views) },
      )
    : i18n._(
        'Visitors and views per day from {first} to {last}: {visitors} visitors, {views} views.',
        values,
      );
}

/** Views (the area) and visitors (the line) per day, drawn by React as a small SVG. */
export function SeriesChart({ series }: { series: Series }) {
  const top = Math.max(1, ...series.map((day) => day.views));
  const innerWidth = WIDTH - PAD.left - PAD.right;
  const innerHeight = HEIGHT - PAD.top - PAD.bottom;
  const x = (index: number) =>
    PAD.left + (series.length > 1 ? (index / (series.length - 1)) * innerWidth : innerWidth / 2);
  const y = (value: number) => PAD.top + innerHeight - (value / top) * innerHeight;
  const line = (key: 'views' | 'visitors') =>
    series
      .map((day, index) => `${index === 0 ? 'M' : 'L'}${x(index).toFixed(1)},${y(day[key]).toFixed(1)}`)
      .join('');
  const area = `${line('views')}L${x(series.length - 1).toFixed(1)},${y(0)}L${x(0).toFixed(1)},${y(0)}Z`;
  const labelEvery = Math.max(1, Math.ceil(series.length / 6));
  return (
    <div>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={seriesSummary(series)}
        className="h-auto w-full"
      >
        {[0, 0.5, 1].map((share) => (
          <g key={share}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(top * share)}
              y2={y(top * share)}
              className="stroke-slate-200"
            />
            <text
              x={PAD.left - 6}
              y={y(top * share) + 4}
              textAnchor="end"
              className="fill-slate-600 text-[11px]"
            >
              {format(Math.round(top * share))}
            </text>
          </g>
        ))}
        <path d={area} className="fill-teal-100" />
        <path d={line('views')} fill="none" strokeWidth={2} className="stroke-teal-600" />
        <path
          d={line('visitors')}
          fill="none"
          strokeWidth={2}
          strokeDasharray="5 3"
          className="stroke-orange-600"
        />
        {series.map((day, index) =>
          index % labelEvery === 0 ? (
            <text
              key={day.day}
              x={x(index)}
              y={HEIGHT - 6}
              textAnchor="middle"
              className="fill-slate-600 text-[11px]"
            >
              {day.day.slice(5)}
            </text>
          ) : null,
        )}
      </svg>
      <p aria-hidden="true" className="mt-2 flex gap-4 text-xs text-slate-700">
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block h-0.5 w-4 bg-teal-600" /> {i18n._('Views')}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block h-0.5 w-4 border-t-2 border-dashed border-orange-600" />{' '}
          {i18n._('Visitors')}
        </span>
      </p>
    </div>
  );
}
