import type { ComponentType, ReactNode } from 'react';
import { ContentLayout } from '../components/content-layout';
import { TripPackCard } from '../components/trip-pack-card';
import { JoinWaitlistForm, NotifyMeForm } from '../components/waitlist-forms';
import { TRIP_PACKS_DEFAULT } from '#shared/pages/defaults/trip-packs.ts';
import { usePage } from '../api/get-page';
import { Markdown } from '../components/markdown';
import { PageEditButton } from '../components/page-edit-button';
import { useWaitlistForm } from '../hooks/use-waitlist-form';

/**
 * /trip-packs: the spec's page. The packs on sale (the packs feature's grid, handed in by the
 * router) replace the six samples; while none is on sale the samples stay as they are.
 */
export function TripPacksPage({ OnSale }: { OnSale?: ComponentType<{ samples: ReactNode }> } = {}) {
  // One email and one state for both forms: joining through either turns both to success.
  const waitlist = useWaitlistForm();
  const { page, head } = usePage('trip-packs', TRIP_PACKS_DEFAULT);
  const samples = (
    <div className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {page.packs.map((pack, i) => (
        <TripPackCard key={i} id={`pack-${i}`} pack={pack} words={page} />
      ))}
    </div>
  );
  return (
    <ContentLayout
      title={page.title}
      subtitle={page.description}
      head={head}
      actions={<PageEditButton slug="trip-packs" defaults={TRIP_PACKS_DEFAULT} />}
    >
      <div className="space-y-8">
        <section
          aria-labelledby="trip-packs-intro"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          {page.badge && (
            <p className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-sm font-bold text-amber-900">
              <span aria-hidden="true">⏳</span> {page.badge}
            </p>
          )}
          <h2
            id="trip-packs-intro"
            className="mt-4 text-2xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-3xl"
          >
            {page.headline}
          </h2>
          <Markdown source={page.body} className="mt-3 max-w-2xl space-y-3" />
          <div className="mt-6 max-w-xl">
            <NotifyMeForm waitlist={waitlist} words={page} />
          </div>
        </section>

        <section aria-labelledby="trip-packs-preview">
          <h2 id="trip-packs-preview" className="text-2xl font-bold text-slate-900">
            {page.packsHeading}
          </h2>
          <p className="mt-1 text-slate-700">{page.packsNote}</p>
          {OnSale ? <OnSale samples={samples} /> : samples}
        </section>

        <section
          aria-labelledby="trip-packs-included"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="trip-packs-included" className="text-2xl font-bold text-slate-900">
            {page.includedHeading}
          </h2>
          <ul className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {page.included.map((feature, i) => (
              <li key={i} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="grid h-11 w-11 shrink-0 place-items-center rounded-xl bg-teal-50 text-2xl"
                >
                  {feature.emoji}
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">{feature.title}</h3>
                  <p className="mt-0.5 text-sm leading-relaxed text-slate-700">{feature.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section
          aria-labelledby="trip-packs-join"
          className="theme-light rounded-2xl bg-gradient-to-br from-teal-800 to-emerald-800 p-6 text-white shadow-sm sm:p-8"
        >
          <h2 id="trip-packs-join" className="text-2xl font-bold">
            {page.joinHeading}
          </h2>
          <p className="mt-2 max-w-2xl leading-relaxed text-teal-50">{page.joinText}</p>
          <div className="mt-5 max-w-xl">
            <JoinWaitlistForm waitlist={waitlist} words={page} />
          </div>
        </section>
      </div>
    </ContentLayout>
  );
}
