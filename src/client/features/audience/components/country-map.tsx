import type { TopRow } from '#shared/analytics/summary.ts';
import { TOP_ROWS } from '#shared/analytics/summary.ts';
import { formatNumber, i18n } from '#client/lib/i18n.ts';
import { useWorldOutlines } from '../api/get-world-outlines';
import { ChartCard } from './chart-card';
import { Bars, TopTable } from './top-bars';

/** A country without visitors; the others mix toward teal with their share (theme colours, so dark mode follows). */
const NONE = 'var(--color-slate-200)';
const shade = (share: number) =>
  `color-mix(in oklab, var(--color-teal-700) ${Math.round(15 + share * 85)}%, var(--color-slate-100))`;

/**
 * Where visitors came from: a world map shaded by visitors (darker where more came from; the
 * square root, so that one large country does not leave the rest pale), beside the top ten as
 * bars. The table view lists every country.
 */
export function CountryMap({ title, rows }: { title: string; rows: TopRow[] }) {
  const outlines = useWorldOutlines();
  const byCode = new Map(rows.map((row) => [row.value, row]));
  const top = Math.max(1, ...rows.map((row) => row.visitors));
  let map;
  if (outlines.data) {
    const { width, height, countries } = outlines.data;
    map = (
      // A picture of the bars beside it (which a screen reader hears), with each country's count on hover.
      <svg aria-hidden="true" viewBox={`0 0 ${width} ${height}`} className="h-auto w-full">
        {countries.map(({ code, d }, index) => {
          const row = byCode.get(code);
          return (
            <path
              key={index}
              d={d}
              data-country={code}
              fill={row ? shade(Math.sqrt(row.visitors / top)) : NONE}
              stroke="var(--color-white)"
              strokeWidth={0.6}
            >
              {row && (
                <title>
                  {i18n._('{label} {count} visitors', {
                    label: row.label,
                    count: formatNumber(row.visitors),
                  })}
                </title>
              )}
            </path>
          );
        })}
      </svg>
    );
  } else if (outlines.isError)
    map = (
      <p className="text-sm text-slate-700">
        {i18n._('The map could not be loaded; the list is beside it.')}
      </p>
    );
  else
    map = (
      <div className="flex aspect-[960/422] items-center justify-center rounded-xl bg-slate-100 text-sm text-slate-700">
        {i18n._('Loading the map…')}
      </div>
    );

  return (
    <ChartCard
      title={title}
      className="md:col-span-2"
      chart={
        rows.length === 0 ? (
          <Bars title={title} rows={rows} />
        ) : (
          <div className="grid items-center gap-4 lg:grid-cols-[2fr_1fr]">
            {map}
            <Bars title={title} rows={rows.slice(0, TOP_ROWS)} />
          </div>
        )
      }
      table={<TopTable title={title} rows={rows} />}
    />
  );
}
