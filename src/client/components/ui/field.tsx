import { formMessage } from '#client/lib/i18n.ts';
import type { ReactNode } from 'react';
import { cn } from './cn';

export const inputClass = cn(
  'block w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm',
  'placeholder:text-slate-500 focus:border-teal-700 focus:ring-2 focus:ring-teal-700/30 focus:outline-none',
  'aria-invalid:border-red-600 aria-invalid:ring-red-600/20 disabled:bg-slate-100',
);

export const labelClass = 'mb-1 block text-sm font-medium text-slate-800';

/** The id of a field's error text, for aria-describedby. */
export const errorId = (id: string) => `${id}-error`;

/**
 * A field's invalid state and its error read out with it, to spread on the input:
 * `<input id={id} {...errorAria(id, error)} />` (nothing while there is no error).
 */
export const errorAria = (id: string, error: unknown) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': errorId(id) } : {};

/** The id of a field's hint (shown while it has no error), for aria-describedby. */
export const hintId = (id: string) => `${id}-hint`;

/**
 * A labelled form field with its error message beside it (read out with the field). The error is
 * shown in the page's language: a schema's English message is translated here (formMessage).
 */
export function Field({
  id,
  label,
  error,
  hint,
  required,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {required && (
          <span className="ms-0.5 text-red-700" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children}
      {hint && !error && (
        <p id={hintId(id)} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId(id)} className="mt-1 text-sm font-medium text-red-700">
          {formMessage(error)}
        </p>
      )}
    </div>
  );
}

/** A message for the whole form, announced when it appears. */
export function FormAlert({
  children,
  tone = 'error',
  id,
}: {
  children: ReactNode;
  tone?: 'error' | 'info';
  id?: string;
}) {
  return (
    <div
      id={id}
      // Errors interrupt; information waits its turn.
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-xl border px-3 py-2 text-sm font-medium',
        tone === 'error' ? 'border-red-200 bg-red-50 text-red-800' : 'border-sky-200 bg-sky-50 text-sky-900',
      )}
    >
      {children}
    </div>
  );
}
