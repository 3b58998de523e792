import { useSiteConfig } from '../../../lib/site-config';
import { ContactUsCard } from '../components/content-section';
import { ContentLayout } from '../components/content-layout';
import { LegalDocument } from '../components/legal-document';
import { TERMS_INTRO, TERMS_SECTIONS } from '../data/terms';

export function TermsPage() {
  const { termsUpdated } = useSiteConfig();
  return (
    <ContentLayout title="Terms of Service" subtitle={TERMS_INTRO}>
      <div className="space-y-6">
        <LegalDocument updated={termsUpdated} sections={TERMS_SECTIONS} />
        <ContactUsCard title="Questions about these terms?">
          <p>
            If something here is unclear, or you would like permission for a use these terms do not cover, get
            in touch and I will help.
          </p>
        </ContactUsCard>
      </div>
    </ContentLayout>
  );
}
