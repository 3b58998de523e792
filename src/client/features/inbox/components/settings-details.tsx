import type { ReactNode } from 'react';

/** One of the Inbox's settings panels: a heading and a line that open to the form below. */
export function SettingsDetails({
  title,
  summary,
  children,
}: {
  title: string;
  summary: ReactNode;
  children: ReactNode;
}) {
  return (
    <details className="group rounded-2xl border border-slate-200 bg-white shadow-sm">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-5 py-4 focus-visible:outline-2 focus-visible:outline-teal-700">
        <span>
          <span className="block text-lg font-bold text-slate-900">{title}</span>
          <span className="block text-sm text-slate-700">{summary}</span>
        </span>
        <span aria-hidden="true" className="text-slate-600 transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="border-t border-slate-200 px-5 py-5">{children}</div>
    </details>
  );
}
