import { useId } from 'react';
import type { ImportDuplicate } from '#shared/import/api-types.ts';
import { Button } from '#client/components/ui/button.tsx';

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
          Skipped as duplicates
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
            Import all anyway
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
            Skip them all
          </Button>
        )}
      </div>
      <p className="mb-2 text-sm text-slate-600">
        Each has a name like a place already on the map, within 100 m. Places of one file are never duplicates
        of each other.
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
                  like {duplicate.like.name}, {Math.round(duplicate.distanceM).toLocaleString('en-US')} m away
                  ({duplicate.source})
                </span>
                {isKept && <span className="ml-2 font-semibold text-emerald-800">Will be imported</span>}
              </span>
              <Button
                size="sm"
                variant={isKept ? 'ghost' : 'subtle'}
                aria-label={`${isKept ? 'Skip' : 'Import'} ${duplicate.name} ${isKept ? 'again' : 'anyway'}`}
                onClick={() => onKeep([duplicate.source], !isKept)}
              >
                {isKept ? 'Skip it' : 'Import anyway'}
              </Button>
            </li>
          );
        })}
      </ul>
      {duplicates.length > LISTED_DUPLICATES && (
        <p className="mt-1 text-xs text-slate-600">
          The first {LISTED_DUPLICATES} of {duplicates.length.toLocaleString('en-US')} duplicates are listed.
        </p>
      )}
    </div>
  );
}
