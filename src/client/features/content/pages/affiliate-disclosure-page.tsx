import { usePage } from '../api/get-page';
import { ContactUsCard } from '../components/content-section';
import { ContentLayout } from '../components/content-layout';
import { LegalDocument } from '../components/legal-document';
import { PageEditButton } from '../components/page-edit-button';

export function AffiliateDisclosurePage() {
  const { page } = usePage('affiliate-disclosure');
  return (
    <ContentLayout
      title={page.title}
      subtitle={page.description}
      actions={<PageEditButton slug="affiliate-disclosure" />}
    >
      <div className="space-y-6">
        <div
          role="note"
          className="rounded-2xl border border-amber-200 bg-amber-50 p-5 text-amber-950 shadow-sm"
        >
          <p className="font-semibold">The short version</p>
          <p className="mt-1">
            Some links earn me a small commission at no extra cost to you. I only recommend what I have used
            and trusted on my own trips.
          </p>
        </div>
        <LegalDocument body={page.body} />
        <ContactUsCard title="Questions about a recommendation?">
          <p>
            Wondering whether a link is an affiliate link, or why I picked one product over another? Ask me. I
            am happy to explain.
          </p>
        </ContactUsCard>
      </div>
    </ContentLayout>
  );
}
