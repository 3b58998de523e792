import { ApiError } from '#client/lib/api.ts';
import { Button } from './button';
import { FormAlert } from './field';
import { AlertIcon, RefreshIcon } from './icons';
import { i18n } from '#client/lib/i18n.ts';

/** Something the page needs could not be loaded: say what, why in plain words, and offer to try again. */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const detail =
    error instanceof ApiError ? error.message : i18n._('Please check your connection and try again.');
  return (
    <div
      role="alert"
      className="max-w-md rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200"
    >
      <span className="mx-auto mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-red-50 text-red-700">
        <AlertIcon size={26} />
      </span>
      <p className="text-lg font-semibold text-slate-900">{title}</p>
      <p className="mt-1 text-sm text-slate-600">{detail}</p>
      <Button className="mt-5" onClick={onRetry}>
        <RefreshIcon size={16} />
        {i18n._('Retry')}
      </Button>
    </div>
  );
}

/**
 * The same inside a list, a panel or a dialog: one line saying what could not be loaded and why,
 * with "Try again" where asking again can help.
 */
export function LoadAlert({ what, error, onRetry }: { what: string; error: unknown; onRetry?: () => void }) {
  return (
    <FormAlert>
      {i18n._('{what}: {reason}', {
        what,
        reason: error instanceof ApiError ? error.message : i18n._('please try again.'),
      })}
      {onRetry && (
        <>
          {' '}
          <button type="button" className="font-semibold underline" onClick={onRetry}>
            {i18n._('Try again')}
          </button>
        </>
      )}
    </FormAlert>
  );
}
