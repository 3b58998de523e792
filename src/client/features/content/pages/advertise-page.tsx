import { buttonClass, WRAP_ON_PHONES } from '#client/components/ui/button.tsx';
import { i18n } from '#client/lib/i18n.ts';
import { useSiteConfig } from '#client/lib/site-config.ts';
import { withEmail } from '#shared/pages/email-token.ts';
import { ADVERTISE_DEFAULT } from '#shared/pages/defaults/advertise.ts';
import { usePage } from '../api/get-page';
import { CheckList, ContentSection } from '../components/content-section';
import { LiveAudience } from '../components/live-audience';
import { ContentLayout } from '../components/content-layout';
import { MarkdownSections } from '../components/markdown-sections';
import { PageEditButton } from '../components/page-edit-button';
import { mailtoHref } from '../lib/format';

const CONTACT_ID = 'advertise-contact';

export function AdvertisePage() {
  const site = useSiteConfig();
  const { page, head } = usePage('advertise', ADVERTISE_DEFAULT);
  // The spec's claims, as the owner wrote them; the live figures replace them while the media kit is on.
  const claims = (
    <>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {page.audience.map((claim, i) => (
          <div
            key={i}
            className="flex flex-col-reverse rounded-xl bg-gradient-to-br from-teal-50 to-emerald-50 p-5 text-center"
          >
            <dt className="font-medium text-teal-900">{claim.label}</dt>
            <dd className="text-3xl font-extrabold text-teal-900">{claim.value}</dd>
          </div>
        ))}
      </dl>
      <p>{page.audienceSummary}</p>
    </>
  );

  return (
    <ContentLayout
      title={page.title}
      subtitle={page.description}
      head={head}
      actions={<PageEditButton slug="advertise" defaults={ADVERTISE_DEFAULT} />}
    >
      <div className="space-y-8">
        <MarkdownSections
          body={page.body}
          lastSection={
            <ul className="grid grid-cols-1 gap-3 pt-2 sm:grid-cols-3">
              {page.pitch.map((item, i) => (
                <li key={i} className="rounded-xl bg-slate-50 p-4">
                  <p className="flex items-center gap-2 font-bold text-slate-900">
                    <span aria-hidden="true">{item.emoji}</span>
                    {item.title}
                  </p>
                  <p className="mt-1 text-sm text-slate-700">{item.text}</p>
                </li>
              ))}
            </ul>
          }
        />

        <section aria-labelledby="offers-heading">
          <h2 id="offers-heading" className="text-2xl font-bold text-slate-900">
            {page.offersHeading}
          </h2>
          <div className="mt-4 grid grid-cols-1 gap-6 md:grid-cols-2">
            {page.offers.map((offer, i) => (
              <article
                key={i}
                aria-labelledby={`offer-${i}`}
                className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
              >
                <h3 id={`offer-${i}`} className="flex items-center gap-2 text-xl font-bold text-slate-900">
                  <span aria-hidden="true">{offer.emoji}</span>
                  {offer.title}
                </h3>
                <p className="mt-3 flex items-baseline gap-1 text-slate-600">
                  <span className="text-sm font-medium">{i18n._('From')}</span>
                  <span className="text-3xl font-extrabold tracking-tight text-slate-900">{offer.price}</span>
                  <span className="font-medium">{i18n._('/month')}</span>
                </p>
                <p className="mt-3 text-slate-700">{offer.description}</p>
                <CheckList items={offer.features} className="mt-4 flex-1 text-slate-700" />
                {/* The details (formats, dates, rates for a campaign) depend on the brand: Learn More
                  asks for them about this package, by email. */}
                <a
                  href={mailtoHref(site.advertisingEmail, `${offer.title}: more details`)}
                  className={buttonClass('subtle', 'md', 'mt-6 self-start')}
                >
                  {i18n._('Learn More')}
                  <span className="sr-only"> {i18n._('about {title} by email', { title: offer.title })}</span>
                </a>
              </article>
            ))}
          </div>
        </section>

        <ContentSection id="sectors" title={page.sectorsHeading}>
          <p>{page.sectorsIntro}</p>
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {page.sectors.map((sector, i) => (
              <li key={i} className="rounded-xl border border-slate-200 p-4">
                <p aria-hidden="true" className="text-2xl">
                  {sector.emoji}
                </p>
                <h3 className="mt-2 font-semibold text-slate-900">{sector.title}</h3>
                <p className="mt-1 text-sm text-slate-700">{sector.text}</p>
              </li>
            ))}
          </ul>
        </ContentSection>

        <ContentSection id="audience-profile" title={page.audienceHeading}>
          {site.mediaKit ? <LiveAudience fallback={claims} /> : claims}
        </ContentSection>

        <ContentSection id={CONTACT_ID} title={page.contactHeading} tone="accent">
          <p className="break-words text-slate-800">{withEmail(page.contactText, site.advertisingEmail)}</p>
          <div className="flex flex-wrap gap-3">
            <a
              href={mailtoHref(site.advertisingEmail, 'Advertising Inquiry')}
              className={buttonClass('primary', 'md', WRAP_ON_PHONES)}
            >
              {page.inquiryButton}
            </a>
            <a
              href={mailtoHref(site.advertisingEmail, 'Media Kit Request')}
              className={buttonClass('secondary', 'md', WRAP_ON_PHONES)}
            >
              {page.mediaKitButton}
            </a>
          </div>
        </ContentSection>
      </div>
    </ContentLayout>
  );
}
