import { AFFILIATE_DISCLOSURE_DEFAULT } from '#shared/pages/defaults/affiliate-disclosure.ts';
import { usePage } from '../api/get-page';
import { ContactUsCard } from '../components/content-section';
import { ContentLayout } from '../components/content-layout';
import { LegalDocument } from '../components/legal-document';
import { PageEditButton } from '../components/page-edit-button';

export function AffiliateDisclosurePage() {
  const { page, head } = usePage('affiliate-disclosure', AFFILIATE_DISCLOSURE_DEFAULT);
  return (
    <ContentLayout
      title={page.title}
      subtitle={page.description}
      head={head}
      actions={<PageEditButton slug="affiliate-disclosure" defaults={AFFILIATE_DISCLOSURE_DEFAULT} />}
    >
      <div className="space-y-6">
        <div
          role="note"
          className="rounded-2xl border border-amber-200 bg-amber-50 p-5 text-amber-950 shadow-sm"
        >
          <p className="font-semibold">{page.summaryHeading}</p>
          {page.summary && <p className="mt-1">{page.summary}</p>}
        </div>
        <LegalDocument body={page.body} />
        <ContactUsCard card={page} />
      </div>
    </ContentLayout>
  );
}
