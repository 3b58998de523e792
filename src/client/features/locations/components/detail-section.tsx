import type { ReactNode } from 'react';

/** One titled section of the detail modal. */
export function DetailSection({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section className="border-t border-slate-100 py-4 first:border-t-0 first:pt-0">
      <div className="mb-2 flex items-center justify-between gap-2">
        <h3 className="text-xs font-bold tracking-wider text-slate-600 uppercase">{title}</h3>
        {action}
      </div>
      {children}
    </section>
  );
}
