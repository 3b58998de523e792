import { PinIcon } from '#client/components/ui/icons.tsx';
import { LoadError } from '#client/components/ui/load-error.tsx';
import { i18n } from '#client/lib/i18n.ts';

export function ListEmptyState() {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <span className="mb-4 flex size-14 items-center justify-center rounded-full bg-teal-50 text-teal-700">
        <PinIcon size={28} />
      </span>
      <p className="text-lg font-semibold text-slate-900">{i18n._('No locations found')}</p>
      <p className="mt-1 max-w-sm text-sm text-slate-600">
        {i18n._('Try adjusting your filters or add some locations to get started.')}
      </p>
    </div>
  );
}

const SKELETON_CARDS = 6;

/** Card-shaped placeholders while the places load, so the page does not jump when they arrive. */
export function ListSkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 sm:gap-5 xl:grid-cols-3" role="status">
      <span className="sr-only">{i18n._('Loading places…')}</span>
      {Array.from({ length: SKELETON_CARDS }, (_, i) => (
        <div
          key={i}
          aria-hidden="true"
          className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
        >
          <div className="h-44 animate-pulse bg-slate-200" />
          <div className="space-y-2.5 p-4">
            <div className="h-4 w-2/3 animate-pulse rounded bg-slate-200" />
            <div className="h-3 w-1/2 animate-pulse rounded bg-slate-100" />
            <div className="h-3 w-full animate-pulse rounded bg-slate-100" />
            <div className="h-8 w-full animate-pulse rounded-lg bg-slate-100" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** A visitor's names (which come apart from the map data) could not be read: say so, and ask again. */
export function ListNamesError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="flex justify-center">
      <LoadError title={i18n._("Failed to load the places' names")} error={error} onRetry={onRetry} />
    </div>
  );
}
