import type { ReactNode } from 'react';
import { cn } from '#client/components/ui/cn.ts';

/** A titled white card; the id names the section for assistive technology. */
export function SectionCard({
  id,
  title,
  action,
  className,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn('min-w-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6', className)}
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 py-6 text-center text-sm text-slate-700">
      {children}
    </p>
  );
}
