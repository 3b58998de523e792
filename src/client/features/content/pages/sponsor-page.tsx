import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass, WRAP_ON_PHONES } from '#client/components/ui/button.tsx';
import { useSiteConfig } from '#client/lib/site-config.ts';
import { CheckList, ContentSection } from '../components/content-section';
import { usePage } from '../api/get-page';
import { ContentLayout } from '../components/content-layout';
import { MarkdownSections } from '../components/markdown-sections';
import { PackageCard } from '../components/package-card';
import { PageEditButton } from '../components/page-edit-button';
import { mailtoHref } from '../lib/format';

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
  const { page } = usePage('sponsor');
  return (
    <ContentLayout title={page.title} subtitle={page.description} actions={<PageEditButton slug="sponsor" />}>
      <div className="space-y-8">
        <MarkdownSections
          body={page.body}
          lastSection={
            // Three across where they fit, stacked on the narrowest phones (a figure never spills out).
            <dl className="grid grid-cols-[repeat(auto-fit,minmax(6.5rem,1fr))] gap-3 pt-2">
              {page.reach.map((item, i) => (
                <div key={i} className="flex flex-col-reverse rounded-xl bg-teal-50 p-3 text-center sm:p-4">
                  <dt className="text-xs font-medium text-teal-900 sm:text-sm">{item.label}</dt>
                  <dd className="text-2xl font-extrabold text-teal-900 sm:text-3xl">{item.value}</dd>
                </div>
              ))}
            </dl>
          }
        />

        <section aria-labelledby="packages-heading">
          <h2 id="packages-heading" className="text-2xl font-bold text-slate-900">
            {page.packagesHeading}
          </h2>
          <p className="mt-2 text-slate-700">{page.packagesIntro}</p>
          <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-3 lg:items-stretch">
            {page.packages.map((pkg, i) => (
              <PackageCard key={i} id={`package-${i}`} pkg={pkg} email={site.sponsorEmail} />
            ))}
          </div>
        </section>

        <ContentSection id="custom-sponsorship" title={page.customHeading}>
          <p>{page.customIntro}</p>
          <CheckList items={page.customIdeas} />
          <p>{page.customClosing}</p>
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
