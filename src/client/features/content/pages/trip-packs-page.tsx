import { ContentLayout } from '../components/content-layout';
import { TripPackCard } from '../components/trip-pack-card';
import { JoinWaitlistForm, NotifyMeForm } from '../components/waitlist-forms';
import { TRIP_PACK_FEATURES, TRIP_PACKS } from '../data/trip-packs';
import { useWaitlistForm } from '../hooks/use-waitlist-form';

export function TripPacksPage() {
  // One email and one state for both forms: joining through either turns both to success.
  const waitlist = useWaitlistForm();
  return (
    <ContentLayout
      title="Trip Packs"
      subtitle="Ready-to-go travel guides built from the routes I have actually driven, hiked and filmed."
    >
      <div className="space-y-8">
        <section
          aria-labelledby="trip-packs-intro"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <p className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-sm font-bold text-amber-900">
            <span aria-hidden="true">⏳</span> Coming Soon
          </p>
          <h2
            id="trip-packs-intro"
            className="mt-4 text-2xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-3xl"
          >
            Skip the weeks of planning. Take my trips instead.
          </h2>
          <div className="mt-3 max-w-2xl space-y-3 leading-relaxed text-slate-700">
            <p>
              Every week someone asks me for the exact route behind a video: where I parked, which trail I
              took, what time I got to the overlook. Trip Packs are my answer. Each one is a complete, tested
              plan for a trip I have done myself, with every stop pinned and every detail I had to learn the
              hard way.
            </p>
            <p>
              I am finishing the first packs now. Join the waitlist and you will hear the moment they are
              ready.
            </p>
          </div>
          <div className="mt-6 max-w-xl">
            <NotifyMeForm waitlist={waitlist} />
          </div>
        </section>

        <section aria-labelledby="trip-packs-preview">
          <h2 id="trip-packs-preview" className="text-2xl font-bold text-slate-900">
            A sneak peek at the first packs
          </h2>
          <p className="mt-1 text-slate-700">Prices and routes may still change a little before launch.</p>
          <div className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {TRIP_PACKS.map((pack) => (
              <TripPackCard key={pack.title} pack={pack} />
            ))}
          </div>
        </section>

        <section
          aria-labelledby="trip-packs-included"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="trip-packs-included" className="text-2xl font-bold text-slate-900">
            What every pack includes
          </h2>
          <ul className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {TRIP_PACK_FEATURES.map((feature) => (
              <li key={feature.title} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="grid h-11 w-11 shrink-0 place-items-center rounded-xl bg-teal-50 text-2xl"
                >
                  {feature.icon}
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
            Be the first to travel with a Trip Pack
          </h2>
          <p className="mt-2 max-w-2xl leading-relaxed text-teal-50">
            Waitlist members hear about the first packs before anyone else. Your address is used for that one
            email and nothing else.
          </p>
          <div className="mt-5 max-w-xl">
            <JoinWaitlistForm waitlist={waitlist} />
          </div>
        </section>
      </div>
    </ContentLayout>
  );
}
