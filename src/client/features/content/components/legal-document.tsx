import type { LegalBlock, LegalSection } from '../data/legal';
import { formatDay } from './content-section';

function Block({ block }: { block: LegalBlock }) {
  if ('p' in block) return <p>{block.p}</p>;
  if ('h3' in block) return <h3 className="pt-2 text-lg font-semibold text-slate-900">{block.h3}</h3>;
  return (
    <ul className="list-disc space-y-1.5 pl-6 marker:text-teal-700">
      {block.list.map((item) =>
        typeof item === 'string' ? (
          <li key={item}>{item}</li>
        ) : (
          <li key={item.lead}>
            <strong className="font-semibold text-slate-900">{item.lead}</strong> {item.text}
          </li>
        ),
      )}
    </ul>
  );
}

/** A policy: its last-updated date, a table of contents, then each section as an h2 with its blocks. */
export function LegalDocument({
  updated,
  sections,
}: {
  updated?: string;
  sections: readonly LegalSection[];
}) {
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
      {updated && (
        <p className="text-sm text-slate-600">
          Last updated:{' '}
          <time dateTime={updated} className="font-semibold text-slate-800">
            {formatDay(updated)}
          </time>
        </p>
      )}
      <nav aria-label="On this page" className="mt-6 rounded-xl bg-slate-50 p-5">
        <p className="text-sm font-bold tracking-wide text-slate-700 uppercase">On this page</p>
        <ol className="mt-3 grid list-decimal gap-x-8 gap-y-1.5 pl-5 text-sm sm:grid-cols-2">
          {sections.map((section) => (
            <li key={section.id} className="marker:text-slate-500">
              <a
                href={`#${section.id}`}
                className="font-medium text-teal-800 underline-offset-2 hover:underline"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-8 space-y-10">
        {sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            className="scroll-mt-24"
          >
            <h2 id={`${section.id}-heading`} className="text-xl font-bold text-slate-900 sm:text-2xl">
              {section.title}
            </h2>
            <div className="mt-3 space-y-3 leading-relaxed text-slate-700">
              {section.blocks.map((block, i) => (
                <Block key={i} block={block} />
              ))}
            </div>
          </section>
        ))}
      </div>
    </article>
  );
}
