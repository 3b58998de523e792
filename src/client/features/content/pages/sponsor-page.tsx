import { Link } from 'react-router';
import { buttonClass, WRAP_ON_PHONES } from '#client/components/ui/button.tsx';
import { useSiteConfig } from '#client/lib/site-config.ts';
import { CheckList, ContentSection } from '../components/content-section';
import { SPONSOR_DEFAULT } from '#shared/pages/defaults/sponsor.ts';
import { usePage } from '../api/get-page';
import { ContentLayout } from '../components/content-layout';
import { MarkdownSections } from '../components/markdown-sections';
import { PackageCard } from '../components/package-card';
import { PageEditButton } from '../components/page-edit-button';
import { linkClass, SupportCards } from '../components/support-cards';
import { mailtoHref } from '../lib/format';

export function SponsorPage() {
  const site = useSiteConfig();
  const { page, head } = usePage('sponsor', SPONSOR_DEFAULT);
  return (
    <ContentLayout
      title={page.title}
      subtitle={page.description}
      head={head}
      actions={<PageEditButton slug="sponsor" defaults={SPONSOR_DEFAULT} />}
    >
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
            {page.customButton}
          </a>
        </ContentSection>

        <ContentSection id="support" title={page.supportHeading}>
          <p>{page.supportIntro}</p>
          <SupportCards cards={page.support} channelUrl={site.channelUrl} />
          <p className="text-sm">
            {page.advertiseText}{' '}
            <Link to="/advertise" className={linkClass}>
              {page.advertiseLink}
            </Link>
            .
          </p>
        </ContentSection>
      </div>
    </ContentLayout>
  );
}
