import { useState } from 'react';
import type { Stats } from '#shared/stats.ts';
import { Button } from '#client/components/ui/button.tsx';
import { CountBars, type CountBarItem } from './count-bars';
import { EmptyNote, SectionCard } from './section-card';
import { formatNumber, i18n } from '#client/lib/i18n.ts';
import { countryLabel } from '#client/components/country-label.ts';

/** Long lists show this many first, with a button for the rest. */
const SHOWN_FIRST = 10;

function Group({
  id,
  title,
  items,
  buttons,
  barClass,
}: {
  id: string;
  title: string;
  items: CountBarItem[];
  /** The button's words, folded and unfolded. */
  buttons: { all: string; top: string };
  barClass: string;
}) {
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? items : items.slice(0, SHOWN_FIRST);
  return (
    <div>
      <h3 className="mb-3 text-sm font-bold tracking-wide text-slate-700 uppercase">{title}</h3>
      <div id={id}>
        <CountBars items={shown} unit={i18n._('visited')} barClass={barClass} />
      </div>
      {items.length > SHOWN_FIRST && (
        <Button
          variant="subtle"
          size="sm"
          className="mt-4"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((v) => !v)}
        >
          {expanded ? buttons.top : buttons.all}
        </Button>
      )}
    </div>
  );
}

/** Visited countries with counts and, when there are any, US states. */
export function GeographicDistribution({ stats }: { stats: Stats }) {
  return (
    <SectionCard id="geo-heading" title={i18n._('Geographic Distribution')}>
      {stats.countries.length === 0 ? (
        <EmptyNote>
          {i18n._('No countries yet. Once I mark a place as visited, its country shows up here.')}
        </EmptyNote>
      ) : (
        <div className="grid grid-cols-1 gap-8 md:grid-cols-2">
          <Group
            id="geo-countries"
            title={i18n._('Countries ({count})', { count: formatNumber(stats.countriesVisited) })}
            buttons={{
              all: i18n._('Show all {count} countries', { count: formatNumber(stats.countries.length) }),
              top: i18n._('Show top {count} countries', { count: SHOWN_FIRST }),
            }}
            barClass="bg-teal-600"
            items={stats.countries.map(({ country, count }) => ({
              key: country,
              label: countryLabel(country),
              count,
            }))}
          />
          {stats.statesVisited > 0 && (
            <Group
              id="geo-states"
              title={i18n._('US States Visited ({count})', { count: formatNumber(stats.statesVisited) })}
              buttons={{
                all: i18n._('Show all {count} states', { count: formatNumber(stats.states.length) }),
                top: i18n._('Show top {count} states', { count: SHOWN_FIRST }),
              }}
              barClass="bg-sky-600"
              items={stats.states.map(({ state, count }) => ({ key: state, label: state, count }))}
            />
          )}
        </div>
      )}
    </SectionCard>
  );
}
