import { useId } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { LoadError } from '#client/components/ui/load-error.tsx';
import { i18n } from '#client/lib/i18n.ts';

export function HomeLoading() {
  return (
    <div
      role="status"
      className="flex h-full min-h-80 flex-col items-center justify-center gap-4 bg-gradient-to-br from-teal-50 via-white to-sky-50"
    >
      <span
        className="h-10 w-10 animate-spin rounded-full border-4 border-teal-200 border-t-teal-700"
        aria-hidden="true"
      />
      <p className="text-sm font-medium text-slate-700">{i18n._('Loading places…')}</p>
    </div>
  );
}

/** The places could not be loaded: say so in plain words and offer to try again. */
export function HomeError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="flex h-full min-h-80 items-center justify-center p-6">
      <LoadError title={i18n._('Failed to load locations')} error={error} onRetry={onRetry} />
    </div>
  );
}

/**
 * No place passes the filters: say so where the places would be, in the spec's words (the list's
 * empty state), with the way out.
 */
export function NoResults({ onClear }: { onClear: () => void }) {
  const messageId = useId();
  return (
    <div
      role="group"
      aria-labelledby={messageId}
      className="pointer-events-auto mx-auto w-full max-w-sm rounded-2xl bg-white p-6 text-center shadow-lg ring-1 ring-slate-200"
    >
      <p id={messageId} className="text-base font-semibold text-slate-900">
        {i18n._('No locations found')}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        {i18n._('Try adjusting your filters or add some locations to get started.')}
      </p>
      <Button className="mt-4" onClick={onClear}>
        {i18n._('Clear filters')}
      </Button>
    </div>
  );
}
