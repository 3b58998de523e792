import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass, WRAP_ON_PHONES } from '../../../components/ui/button';
import { useSiteConfig } from '../../../lib/site-config';
import { CheckList, ContentSection } from '../components/content-section';
import { ContentLayout } from '../components/content-layout';
import { PackageCard } from '../components/package-card';
import { CUSTOM_SPONSORSHIP_IDEAS, SPONSOR_PACKAGES } from '../data/sponsor-packages';
import { mailtoHref } from '../lib/format';

const REACH = [
  { value: '1,500+', label: 'destinations' },
  { value: '306', label: 'UNESCO sites' },
  { value: '50+', label: 'countries' },
] as const;

function SupportLink({
  emoji,
  title,
  text,
  children,
}: {
  emoji: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-3 rounded-xl border border-slate-200 p-4">
      <span aria-hidden="true" className="text-2xl">
        {emoji}
      </span>
      <div>
        <h3 className="font-semibold text-slate-900">{title}</h3>
        <p className="mt-0.5 text-sm text-slate-700">{text}</p>
        <p className="mt-2 text-sm font-semibold">{children}</p>
      </div>
    </li>
  );
}

const linkClass = 'text-teal-800 underline underline-offset-2 hover:text-teal-900';

export function SponsorPage() {
  const site = useSiteConfig();
  return (
    <ContentLayout
      title="Sponsor Fru World"
      subtitle="Help me keep exploring, filming and sharing the world, and put your brand in front of travellers who actually go places."
    >
      <div className="space-y-8">
        <ContentSection id="why-sponsor" title="Why sponsor my adventures?">
          <p>
            Fru World started as my own map of places I had been. Today it is where thousands of travellers
            plan their trips: they filter the map, read my notes and watch my videos before they book. A
            sponsorship puts your brand right in that moment of planning, with an honest recommendation from
            someone who has been there.
          </p>
          {/* Three across where they fit, stacked on the narrowest phones (a figure never spills out). */}
          <dl className="grid grid-cols-[repeat(auto-fit,minmax(6.5rem,1fr))] gap-3 pt-2">
            {REACH.map((item) => (
              <div
                key={item.label}
                className="flex flex-col-reverse rounded-xl bg-teal-50 p-3 text-center sm:p-4"
              >
                <dt className="text-xs font-medium text-teal-900 sm:text-sm">{item.label}</dt>
                <dd className="text-2xl font-extrabold text-teal-900 sm:text-3xl">{item.value}</dd>
              </div>
            ))}
          </dl>
        </ContentSection>

        <section aria-labelledby="packages-heading">
          <h2 id="packages-heading" className="text-2xl font-bold text-slate-900">
            Sponsorship Packages
          </h2>
          <p className="mt-2 text-slate-700">
            Monthly packages, no long contracts. I only partner with brands I would recommend to a friend.
          </p>
          <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-3 lg:items-stretch">
            {SPONSOR_PACKAGES.map((pkg) => (
              <PackageCard
                key={pkg.tier}
                pkg={pkg}
                price={site.sponsorPrices[pkg.tier]}
                email={site.sponsorEmail}
              />
            ))}
          </div>
        </section>

        <ContentSection id="custom-sponsorship" title="Custom Sponsorship">
          <p>
            Have something bigger or different in mind? I love building partnerships around a shared idea. A
            few I would be excited about:
          </p>
          <CheckList items={CUSTOM_SPONSORSHIP_IDEAS} />
          <p>Tell me about your brand and your goals, and I will come back with a proposal that fits.</p>
          <a
            href={mailtoHref(site.sponsorEmail, 'Custom Sponsorship')}
            className={buttonClass('primary', 'md', WRAP_ON_PHONES)}
          >
            Propose a custom partnership
          </a>
        </ContentSection>

        <ContentSection id="support" title="Other Ways to Support">
          <p>Not a brand? You can still help Fru World grow, and every bit of it means a lot to me.</p>
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <SupportLink
              emoji="▶️"
              title="Subscribe to my channel"
              text="Subscriptions keep new videos coming."
            >
              <a href={site.channelUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
                Subscribe on YouTube<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </SupportLink>
            <SupportLink emoji="🔗" title="Share the map" text="Send it to a friend who is planning a trip.">
              <Link to="/" className={linkClass}>
                Open the map
              </Link>
            </SupportLink>
            <SupportLink
              emoji="🛒"
              title="Shop through my links"
              text="Some gear links pay me a small commission at no cost to you."
            >
              <Link to="/affiliate-disclosure" className={linkClass}>
                Read how affiliate links work
              </Link>
            </SupportLink>
            <SupportLink
              emoji="💌"
              title="Say hello"
              text="Suggest a place or tell me what you would like to see next."
            >
              <Link to="/contact" className={linkClass}>
                Contact me
              </Link>
            </SupportLink>
          </ul>
          <p className="text-sm">
            Looking for banner or sponsored-content rates instead?{' '}
            <Link to="/advertise" className={linkClass}>
              See advertising options
            </Link>
            .
          </p>
        </ContentSection>
      </div>
    </ContentLayout>
  );
}
