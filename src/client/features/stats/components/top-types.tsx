import { typeEmoji } from '#shared/location-types.ts';
import type { TypeCount } from '#shared/stats.ts';
import { CountBars } from './count-bars';
import { EmptyNote, SectionCard } from './section-card';
import { i18n } from '#client/lib/i18n.ts';
import { typeName } from '#client/components/type-label.ts';

/** The five types with the most visited places. */
export function TopTypes({ types }: { types: TypeCount[] }) {
  return (
    <SectionCard id="top-types-heading" title={i18n._('Top Location Types')}>
      {types.length === 0 ? (
        <EmptyNote>{i18n._('No visited places yet. The types I visit most will rank here.')}</EmptyNote>
      ) : (
        <CountBars
          unit={i18n._('visited')}
          items={types.map(({ type, count }) => ({
            key: type,
            count,
            label: (
              <>
                <span aria-hidden="true" className="me-2">
                  {typeEmoji(type)}
                </span>
                {typeName(type)}
              </>
            ),
          }))}
        />
      )}
    </SectionCard>
  );
}
