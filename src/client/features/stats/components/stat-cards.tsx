import type { ReactNode } from 'react';
import type { Stats } from '#shared/stats.ts';
import { formatNumber, i18n } from '#client/lib/i18n.ts';
import { CheckCircleIcon, ChartIcon, FlagIcon, GlobeIcon } from '#client/components/ui/icons.tsx';

function Card({
  label,
  value,
  hint,
  icon,
  tone,
}: {
  label: string;
  value: string;
  hint: string;
  icon: ReactNode;
  tone: string;
}) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <dt className="flex items-start justify-between gap-3 text-sm font-semibold text-slate-700">
        {label}
        <span
          aria-hidden="true"
          className={`hidden h-10 w-10 shrink-0 place-items-center rounded-xl sm:grid ${tone}`}
        >
          {icon}
        </span>
      </dt>
      <dd className="mt-1 text-3xl sm:-mt-3 font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        {value}
      </dd>
      <dd className="mt-1 text-sm text-slate-600">{hint}</dd>
    </div>
  );
}

/** Visited, Planned (planned and wishlist), Countries and Progress. */
export function StatCards({ stats }: { stats: Stats }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <Card
        label={i18n._('Visited')}
        value={formatNumber(stats.totalVisited)}
        hint={i18n._('places explored')}
        icon={<CheckCircleIcon />}
        tone="bg-emerald-100 text-emerald-800"
      />
      <Card
        label={i18n._('Planned')}
        value={formatNumber(stats.totalPlanned)}
        hint={i18n._('planned and wishlist')}
        icon={<FlagIcon />}
        tone="bg-sky-100 text-sky-800"
      />
      <Card
        label={i18n._('Countries')}
        value={formatNumber(stats.countriesVisited)}
        hint={i18n._('countries visited')}
        icon={<GlobeIcon />}
        tone="bg-amber-100 text-amber-800"
      />
      <Card
        label={i18n._('Progress')}
        value={`${stats.progress}%`}
        hint={i18n._('of {total} places visited', { total: formatNumber(stats.totalLocations) })}
        icon={<ChartIcon />}
        tone="bg-teal-100 text-teal-800"
      />
    </dl>
  );
}
