import { createContext, useContext, type ReactNode } from 'react';

/**
 * The level of the sections' headings: h3 under the detail modal's h2 title, h2 on a place's page
 * under its h1 (a heading level is never skipped).
 */
export const DetailSectionLevel = createContext<2 | 3>(3);

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
  const Heading = useContext(DetailSectionLevel) === 2 ? 'h2' : 'h3';
  return (
    <section className="border-t border-slate-100 py-4 first:border-t-0 first:pt-0">
      <div className="mb-2 flex items-center justify-between gap-2">
        <Heading className="text-xs font-bold tracking-wider text-slate-600 uppercase">{title}</Heading>
        {action}
      </div>
      {children}
    </section>
  );
}
