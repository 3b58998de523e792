import type { PageContentOf } from '#shared/pages/page-schema.ts';
import { i18n } from '#client/lib/i18n.ts';

type TripPack = PageContentOf<'trip-packs'>['packs'][number];

/** One sample pack of the preview grid; its button stays disabled until packs go on sale. */
export function TripPackCard({
  id: headingId,
  pack,
  words,
}: {
  id: string;
  pack: TripPack;
  /** The page's words for every card: the highlights' label and the (disabled) button. */
  words: { highlightsLabel: string; packButton: string };
}) {
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div
        aria-hidden="true"
        className="grid h-28 place-items-center bg-gradient-to-br from-teal-50 via-sky-50 to-emerald-100 text-6xl"
      >
        {pack.image}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
          <span className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-800">{pack.duration}</span>
          {pack.type && (
            <span className="rounded-full bg-teal-50 px-2.5 py-1 text-teal-900">{pack.type}</span>
          )}
        </div>
        <h3 id={headingId} className="mt-3 text-lg font-bold text-slate-900">
          {pack.title}
        </h3>
        <p className="mt-1 text-sm leading-relaxed text-slate-700">{pack.blurb}</p>
        <h4 className="mt-4 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          {words.highlightsLabel}
        </h4>
        <ul className="mt-2 flex flex-wrap gap-1.5">
          {pack.highlights.map((place, i) => (
            <li key={i} className="rounded-lg border border-slate-200 px-2 py-0.5 text-sm text-slate-800">
              {place}
            </li>
          ))}
        </ul>
        <div className="mt-auto flex items-center justify-between gap-3 pt-5">
          <p className="text-2xl font-extrabold text-slate-900">
            {pack.price}
            <span className="sr-only"> {i18n._('(planned price)')}</span>
          </p>
          <button
            type="button"
            disabled
            className="inline-flex h-9 items-center rounded-xl border border-slate-300 bg-slate-100 px-3 text-sm font-semibold text-slate-700"
          >
            {words.packButton}
          </button>
        </div>
      </div>
    </article>
  );
}
