import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { ContentSection } from '../components/content-section';
import { ContentLayout } from '../components/content-layout';
import { QUICK_START, START_FEATURES } from '../data/start-here';

export function StartHerePage() {
  return (
    <ContentLayout
      title="Start Here"
      subtitle="Welcome to Fru World! Here is how to get the most out of my map of 1,500+ destinations in 50+ countries."
    >
      <div className="space-y-8">
        <ContentSection id="welcome" title="Welcome, fellow explorer">
          <p>
            I built Fru World so the places I love would not stay hidden in my camera roll. Every pin is a
            place I have stood in, or one I am plotting a route to, with honest notes about what made it
            special and what I would do differently.
          </p>
          <p>
            Whether you are planning a weekend in a state park or a month abroad, here is everything you can
            do on the site.{' '}
            <Link to="/about" className="font-semibold text-teal-800 underline underline-offset-2">
              Read more about Fru World
            </Link>{' '}
            or{' '}
            <Link to="/about-me" className="font-semibold text-teal-800 underline underline-offset-2">
              meet me
            </Link>
            .
          </p>
        </ContentSection>

        <section aria-labelledby="features-heading">
          <h2 id="features-heading" className="text-2xl font-bold text-slate-900">
            What you can do here
          </h2>
          <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {START_FEATURES.map((feature) => (
              <li
                key={feature.title}
                className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md"
              >
                <span
                  aria-hidden="true"
                  className="grid h-12 w-12 place-items-center rounded-xl bg-gradient-to-br from-teal-50 to-emerald-100 text-2xl"
                >
                  {feature.emoji}
                </span>
                <h3 className="mt-3 text-lg font-bold text-slate-900">{feature.title}</h3>
                <p className="mt-1 flex-1 text-sm text-slate-700">{feature.text}</p>
                <Link
                  to={feature.to}
                  className="mt-4 text-sm font-semibold text-teal-800 underline-offset-2 hover:underline"
                >
                  {feature.linkLabel} <span aria-hidden="true">→</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <ContentSection id="quick-start" title="Quick start in 4 steps">
          <ol className="grid grid-cols-1 gap-4 md:grid-cols-2">
            {QUICK_START.map((step, i) => (
              <li key={step.title} className="flex gap-4 rounded-xl bg-slate-50 p-4">
                <span
                  aria-hidden="true"
                  className="theme-light grid h-10 w-10 shrink-0 place-items-center rounded-full bg-teal-700 text-lg font-bold text-white"
                >
                  {i + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">
                    <span className="sr-only">Step {i + 1}: </span>
                    {step.title}
                  </h3>
                  <p className="mt-1 text-sm text-slate-700">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
          <div className="flex flex-wrap gap-3 pt-2">
            <Link to="/" className={buttonClass('primary', 'md')}>
              Start exploring
            </Link>
            <Link to="/faqs" className={buttonClass('secondary', 'md')}>
              Read the FAQs
            </Link>
          </div>
        </ContentSection>
      </div>
    </ContentLayout>
  );
}
