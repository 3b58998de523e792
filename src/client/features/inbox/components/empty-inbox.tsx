import type { ReactNode } from 'react';

export function EmptyInbox({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-slate-700">
      {children}
    </p>
  );
}
