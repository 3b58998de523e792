import { buttonClass, WRAP_ON_PHONES } from '../../../components/ui/button';
import { useSiteConfig } from '../../../lib/site-config';
import { CheckList, ContentSection } from '../components/content-section';
import { ContentLayout } from '../components/content-layout';
import {
  AD_OFFERS,
  AUDIENCE_CLAIMS,
  AUDIENCE_PITCH,
  AUDIENCE_SUMMARY,
  TARGET_SECTORS,
} from '../data/advertising';
import { mailtoHref, usd } from '../lib/format';

const CONTACT_ID = 'advertise-contact';

export function AdvertisePage() {
  const site = useSiteConfig();
  const prices = { display: site.advertisingPrices.display, sponsored: site.advertisingPrices.sponsored };

  return (
    <ContentLayout
      title="Advertise with Fru World"
      subtitle="Put your brand in front of travellers at the exact moment they are deciding where to go next."
    >
      <div className="space-y-8">
        <ContentSection id="audience" title="An audience that travels">
          <p>
            People come to Fru World with a trip in mind. They filter the map to a region, open place after
            place and watch the videos before they book. That is an engaged, global and growing audience, and
            I only bring them brands that make their trips better.
          </p>
          <ul className="grid grid-cols-1 gap-3 pt-2 sm:grid-cols-3">
            {AUDIENCE_PITCH.map((item) => (
              <li key={item.title} className="rounded-xl bg-slate-50 p-4">
                <p className="flex items-center gap-2 font-bold text-slate-900">
                  <span aria-hidden="true">{item.emoji}</span>
                  {item.title}
                </p>
                <p className="mt-1 text-sm text-slate-700">{item.text}</p>
              </li>
            ))}
          </ul>
        </ContentSection>

        <section aria-labelledby="offers-heading">
          <h2 id="offers-heading" className="text-2xl font-bold text-slate-900">
            Advertising Options
          </h2>
          <div className="mt-4 grid grid-cols-1 gap-6 md:grid-cols-2">
            {AD_OFFERS.map((offer) => (
              <article
                key={offer.id}
                aria-labelledby={`offer-${offer.id}`}
                className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
              >
                <h3
                  id={`offer-${offer.id}`}
                  className="flex items-center gap-2 text-xl font-bold text-slate-900"
                >
                  <span aria-hidden="true">{offer.emoji}</span>
                  {offer.title}
                </h3>
                <p className="mt-3 flex items-baseline gap-1 text-slate-600">
                  <span className="text-sm font-medium">From</span>
                  <span className="text-3xl font-extrabold tracking-tight text-slate-900">
                    {usd(prices[offer.id])}
                  </span>
                  <span className="font-medium">/month</span>
                </p>
                <p className="mt-3 text-slate-700">{offer.description}</p>
                <CheckList items={offer.features} className="mt-4 flex-1 text-slate-700" />
                {/* The details (formats, dates, rates for a campaign) depend on the brand: Learn More
                  asks for them about this package, by email. */}
                <a
                  href={mailtoHref(site.advertisingEmail, `${offer.title}: more details`)}
                  className={buttonClass('subtle', 'md', 'mt-6 self-start')}
                >
                  Learn More<span className="sr-only"> about {offer.title} by email</span>
                </a>
              </article>
            ))}
          </div>
        </section>

        <ContentSection id="sectors" title="Who I partner with">
          <p>My audience is planning real trips, so these partners fit naturally:</p>
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {TARGET_SECTORS.map((sector) => (
              <li key={sector.title} className="rounded-xl border border-slate-200 p-4">
                <p aria-hidden="true" className="text-2xl">
                  {sector.emoji}
                </p>
                <h3 className="mt-2 font-semibold text-slate-900">{sector.title}</h3>
                <p className="mt-1 text-sm text-slate-700">{sector.text}</p>
              </li>
            ))}
          </ul>
        </ContentSection>

        <ContentSection id="audience-profile" title="Audience at a glance">
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            {AUDIENCE_CLAIMS.map((claim) => (
              <div
                key={claim.label}
                className="flex flex-col-reverse rounded-xl bg-gradient-to-br from-teal-50 to-emerald-50 p-5 text-center"
              >
                <dt className="font-medium text-teal-900">{claim.label}</dt>
                <dd className="text-3xl font-extrabold text-teal-900">{claim.value}</dd>
              </div>
            ))}
          </dl>
          <p>{AUDIENCE_SUMMARY}</p>
        </ContentSection>

        <ContentSection id={CONTACT_ID} title="Let's work together" tone="accent">
          <p className="text-slate-800">
            Tell me about your brand, your goals and your budget, and I will reply with availability and a
            proposal. Prefer to see the numbers first? Ask for my media kit. Everything goes to{' '}
            <strong className="font-semibold break-all text-slate-900">{site.advertisingEmail}</strong>.
          </p>
          <div className="flex flex-wrap gap-3">
            <a
              href={mailtoHref(site.advertisingEmail, 'Advertising Inquiry')}
              className={buttonClass('primary', 'md', WRAP_ON_PHONES)}
            >
              Send an Advertising Inquiry
            </a>
            <a
              href={mailtoHref(site.advertisingEmail, 'Media Kit Request')}
              className={buttonClass('secondary', 'md', WRAP_ON_PHONES)}
            >
              Request the Media Kit
            </a>
          </div>
        </ContentSection>
      </div>
    </ContentLayout>
  );
}
