import { useId } from 'react';
import type { ImportDuplicate } from '#shared/import/api-types.ts';
import { Button } from '#client/components/ui/button.tsx';
import { formatNumber, i18n } from '#client/lib/i18n.ts';

/** Enough rows to choose from without rendering thousands; "Import all anyway" covers the rest. */
const LISTED_DUPLICATES = 200;

/**
 * The rows skipped as duplicates of places already on the map, each with the place it is like and
 * how far, and the choice to import it anyway (one, or all).
 */
export function ImportDuplicates({
  duplicates,
  keep,
  onKeep,
}: {
  duplicates: ImportDuplicate[];
  keep: readonly string[];
  onKeep: (sources: string[], keep: boolean) => void;
}) {
  const id = useId();
  if (duplicates.length === 0) return null;
  const kept = new Set(keep);
  const skipped = duplicates.filter((d) => !kept.has(d.source));
  return (
    <div>
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h3 id={id} className="text-sm font-semibold text-slate-900">
          {i18n._('Skipped as duplicates')}
        </h3>
        {skipped.length > 0 ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() =>
              onKeep(
                skipped.map((d) => d.source),
                true,
              )
            }
          >
            {i18n._('Import all anyway')}
          </Button>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            onClick={() =>
              onKeep(
                duplicates.map((d) => d.source),
                false,
              )
            }
          >
            {i18n._('Skip them all')}
          </Button>
        )}
      </div>
      <p className="mb-2 text-sm text-slate-600">
        {i18n._(
          'Each has a name like a place already on the map, within 100 m. Places of one file are never duplicates of each other.',
        )}
      </p>
      <ul
        aria-labelledby={id}
        className="max-h-56 divide-y divide-slate-100 overflow-y-auto rounded-xl border border-slate-200 text-sm"
      >
        {duplicates.slice(0, LISTED_DUPLICATES).map((duplicate) => {
          const isKept = kept.has(duplicate.source);
          return (
            <li
              key={duplicate.source}
              className="flex flex-wrap items-center justify-between gap-2 px-3 py-1.5"
            >
              <span className="min-w-0 text-slate-800">
                <span className="font-semibold text-slate-900">{duplicate.name}</span>{' '}
                <span>
                  {i18n._('like {name}, {distance} m away ({source})', {
                    name: duplicate.like.name,
                    distance: formatNumber(Math.round(duplicate.distanceM)),
                    source: duplicate.source,
                  })}
                </span>
                {isKept && (
                  <span className="ms-2 font-semibold text-emerald-800">{i18n._('Will be imported')}</span>
                )}
              </span>
              <Button
                size="sm"
                variant={isKept ? 'ghost' : 'subtle'}
                aria-label={
                  isKept
                    ? i18n._('Skip {name} again', { name: duplicate.name })
                    : i18n._('Import {name} anyway', { name: duplicate.name })
                }
                onClick={() => onKeep([duplicate.source], !isKept)}
              >
                {isKept ? i18n._('Skip it') : i18n._('Import anyway')}
              </Button>
            </li>
          );
        })}
      </ul>
      {duplicates.length > LISTED_DUPLICATES && (
        <p className="mt-1 text-xs text-slate-600">
          {i18n._('The first {count} of {total} duplicates are listed.', {
            count: formatNumber(LISTED_DUPLICATES),
            total: formatNumber(duplicates.length),
          })}
        </p>
      )}
    </div>
  );
}
