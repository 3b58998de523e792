import { useSiteConfig } from '#client/lib/site-config.ts';
import { TERMS_DEFAULT } from '#shared/pages/defaults/terms.ts';
import { usePage } from '../api/get-page';
import { ContactUsCard } from '../components/content-section';
import { ContentLayout } from '../components/content-layout';
import { LegalDocument } from '../components/legal-document';
import { PageEditButton } from '../components/page-edit-button';

export function TermsPage() {
  const { page, head } = usePage('terms', TERMS_DEFAULT);
  const { termsUpdated } = useSiteConfig();
  return (
    <ContentLayout
      title={page.title}
      subtitle={page.description}
      head={head}
      actions={<PageEditButton slug="terms" defaults={TERMS_DEFAULT} />}
    >
      <div className="space-y-6">
        <LegalDocument updated={termsUpdated} body={page.body} />
        <ContactUsCard card={page} />
      </div>
    </ContentLayout>
  );
}
