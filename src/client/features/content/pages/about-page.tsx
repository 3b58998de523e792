import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { useSiteConfig } from '../../../lib/site-config';
import { CheckList, ContentSection } from '../components/content-section';
import { ContentLayout } from '../components/content-layout';
import { ABOUT_FEATURES, ABOUT_FIGURES } from '../data/about';

const linkClass = 'font-semibold text-teal-800 underline underline-offset-2 hover:text-teal-900';

export function AboutPage() {
  const site = useSiteConfig();
  return (
    <ContentLayout
      title="About Fru World"
      subtitle={`${site.tagline}. An interactive map of every place I have explored, and every place I still dream about.`}
      backTo="/start-here"
      backLabel="Back to Start Here"
    >
      <div className="space-y-8">
        <ContentSection id="mission" title="My mission" eyebrow="Why this exists">
          <p>
            I started Fru World because I kept getting the same message: "Where was that, and is it worth the
            drive?" My answers were scattered across videos, notes apps and a very full camera roll. So I put
            every place on one map.
          </p>
          <p>
            My mission is simple: help you discover places worth your time, and give you the honest details
            that make a trip go well. That means the trail that was closed, the parking lot that filled by 8
            a.m., and the little café that turned out to be the best part of the day.
          </p>
        </ContentSection>

        <dl className="theme-light grid grid-cols-2 gap-4 rounded-2xl bg-gradient-to-br from-teal-800 to-emerald-700 p-6 text-center text-white shadow-sm sm:grid-cols-4 sm:p-8">
          {ABOUT_FIGURES.map((figure) => (
            <div key={figure.label} className="flex flex-col-reverse">
              <dt className="text-sm font-medium text-teal-50">{figure.label}</dt>
              <dd className="text-3xl font-extrabold sm:text-4xl">{figure.value}</dd>
            </div>
          ))}
        </dl>

        <section aria-labelledby="features-heading">
          <h2 id="features-heading" className="text-2xl font-bold text-slate-900">
            What you will find here
          </h2>
          <ul className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-3">
            {ABOUT_FEATURES.map((feature) => (
              <li key={feature.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <span
                  aria-hidden="true"
                  className="grid h-12 w-12 place-items-center rounded-xl bg-teal-50 text-2xl"
                >
                  {feature.emoji}
                </span>
                <h3 className="mt-3 text-lg font-bold text-slate-900">{feature.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-700">{feature.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <ContentSection id="community" title="A community of explorers">
          <p>
            Fru World is better because of the people who use it. Some of my favourite trips started with a
            message from a viewer who said, "You have to see this place."
          </p>
          <CheckList
            items={[
              'Suggest a place you think deserves a pin, and tell me why.',
              'Share your own tips in the comments of my videos.',
              'Send the map to a friend who is planning a trip.',
            ]}
          />
        </ContentSection>

        <ContentSection id="safety" title="Travel safety disclaimer" tone="warning">
          <p className="text-amber-950">
            Everything on Fru World reflects my own experience on the day I visited. Trails wash out, roads
            close, prices change and weather turns. Always check official sources, like park services, local
            authorities and travel advisories, before you go, travel within your abilities, and make your own
            decisions about your safety. By using the site, you accept that responsibility. The{' '}
            <Link to="/terms" className={linkClass}>
              Terms of Service
            </Link>{' '}
            say more.
          </p>
        </ContentSection>

        <ContentSection id="contact" title="Get in touch">
          <p>
            Questions, corrections, collaboration ideas or just a hello: I read every message. Write to me
            through the contact page or at{' '}
            <strong className="break-all text-slate-900">{site.contactEmail}</strong>, and I will get back to
            you within 24-48 hours.
          </p>
          <div className="flex flex-wrap gap-3">
            <Link to="/contact" className={buttonClass('primary', 'md')}>
              Contact me
            </Link>
            <Link to="/about-me" className={buttonClass('secondary', 'md')}>
              More about me
            </Link>
          </div>
        </ContentSection>
      </div>
    </ContentLayout>
  );
}
