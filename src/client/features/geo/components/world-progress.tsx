import type { ProgressPart } from '#shared/geo/world-progress.ts';
import { Button } from '#client/components/ui/button.tsx';
import { formatNumber, i18n } from '#client/lib/i18n.ts';
import { useWorldProgress } from '../api/get-world-progress';

function ProgressRow({
  id,
  label,
  words,
  part,
}: {
  id: string;
  label: string;
  /** "12 of 195 countries" for the counts, and the list's button. */
  words: { count: (visited: string, total: string) => string; show: string };
  part: ProgressPart;
}) {
  const percent = part.total > 0 ? Math.round((part.visited / part.total) * 100) : 0;
  const text = words.count(formatNumber(part.visited), formatNumber(part.total));
  return (
    <li>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id={id} className="font-semibold text-slate-900">
          {label}
        </span>
        <span className="text-slate-700 tabular-nums">
          {text} <span className="text-slate-500">({percent}%)</span>
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={part.total}
        aria-valuenow={part.visited}
        aria-valuetext={text}
        className="mt-1.5 h-3 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className="h-full rounded-full bg-emerald-600 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      {part.list.length > 0 && (
        <details className="mt-1.5 text-sm text-slate-700">
          <summary className="cursor-pointer rounded font-medium text-teal-800 hover:underline focus-visible:outline-2 focus-visible:outline-teal-700">
            {words.show}
          </summary>
          <p className="mt-1 leading-relaxed">{part.list.join(', ')}</p>
        </details>
      )}
    </li>
  );
}

/**
 * How much of the world the visited places cover: countries of 195, US states of 50 plus DC,
 * continents of 7. A card for the statistics page; it refreshes when the places change.
 */
export function WorldProgress() {
  const { data, error, isPending, isFetching, refetch } = useWorldProgress();
  return (
    <section
      aria-labelledby="world-progress-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="world-progress-title" className="mb-4 text-lg font-bold text-slate-900">
        {i18n._('World Progress')}
      </h2>
      {isPending ? (
        // As tall as the three rows it stands for, so the cards below do not move when they arrive.
        <div aria-hidden="true" className="animate-pulse space-y-5">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-16 rounded-lg bg-slate-100" />
          ))}
        </div>
      ) : error || !data ? (
        <div role="alert" className="text-sm text-red-900">
          <p>
            {i18n._('The world progress could not be loaded.')} {error?.message}
          </p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-3"
            disabled={isFetching}
            onClick={() => void refetch()}
          >
            {i18n._('Try again')}
          </Button>
        </div>
      ) : (
        <ul className="space-y-5">
          <ProgressRow
            id="world-progress-countries"
            label={i18n._('Countries')}
            words={{
              count: (visited, total) => i18n._('{visited} of {total} countries', { visited, total }),
              show: i18n._('Show the countries'),
            }}
            part={data.countries}
          />
          <ProgressRow
            id="world-progress-states"
            label={i18n._('US states')}
            words={{
              count: (visited, total) => i18n._('{visited} of {total} US states', { visited, total }),
              show: i18n._('Show the US states'),
            }}
            part={data.usStates}
          />
          <ProgressRow
            id="world-progress-continents"
            label={i18n._('Continents')}
            words={{
              count: (visited, total) => i18n._('{visited} of {total} continents', { visited, total }),
              show: i18n._('Show the continents'),
            }}
            part={data.continents}
          />
        </ul>
      )}
      {data && data.countries.others.length > 0 && (
        <p className="mt-4 text-sm text-slate-600">
          {i18n._('Also visited (not counted among the 195): {places}.', {
            places: data.countries.others.join(', '),
          })}
        </p>
      )}
    </section>
  );
}
