import type { ComponentProps, ReactNode } from 'react';
import { SearchIcon } from '#client/components/ui/icons.tsx';
import { cn } from '#client/components/ui/cn.ts';
import { i18n } from '#client/lib/i18n.ts';

export const SEARCH_LABEL = /*i18n*/ 'Search destinations';
export const SEARCH_PLACEHOLDER = /*i18n*/ 'Search destinations...';
export const SEARCH_INPUT_CLASS =
  'h-10 w-full rounded-full border border-slate-300 bg-slate-50 pe-4 ps-10 text-sm text-slate-900 placeholder:text-slate-500 focus:border-teal-700 focus:bg-white focus:ring-2 focus:ring-teal-700/30 focus:outline-none';

/**
 * What the header search looks like around its box, before and after its suggestions load: the
 * same form, label and icon, so the swap changes nothing on screen.
 */
export function SearchFrame({
  className,
  labelProps,
  children,
}: {
  className?: string;
  labelProps: ComponentProps<'label'>;
  children: ReactNode;
}) {
  return (
    <form role="search" className={cn('relative', className)} onSubmit={(event) => event.preventDefault()}>
      <label {...labelProps} className="sr-only">
        {i18n._(SEARCH_LABEL)}
      </label>
      <SearchIcon
        size={18}
        className="pointer-events-none absolute top-1/2 start-3.5 -translate-y-1/2 text-slate-500"
      />
      {children}
    </form>
  );
}
