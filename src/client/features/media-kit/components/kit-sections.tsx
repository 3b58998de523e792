import type { KitSection } from '#shared/media-kit.ts';

/** The kit's figures, one card each: its heading, its period and date, its rows. */
export function KitSections({ sections }: { sections: KitSection[] }) {
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      {sections.map((section) => (
        <section
          key={section.figure}
          aria-labelledby={`kit-${section.figure}`}
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h2 id={`kit-${section.figure}`} className="text-lg font-bold text-teal-900">
            {section.heading}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{section.period}</p>
          {section.rows.length === 0 ? (
            <p className="mt-3 text-slate-700">{section.empty}</p>
          ) : (
            <dl className="mt-3 divide-y divide-slate-100">
              {section.rows.map((row, index) => (
                <div key={index} className="flex items-baseline justify-between gap-4 py-2">
                  <dt className="min-w-0 break-words text-slate-700">{row.label}</dt>
                  <dd className="shrink-0 text-end font-bold text-slate-900">{row.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </section>
      ))}
    </div>
  );
}
