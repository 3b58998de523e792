import { useSiteConfig } from '#client/lib/site-config.ts';
import { PRIVACY_DEFAULT } from '#shared/pages/defaults/privacy.ts';
import { usePage } from '../api/get-page';
import { ContactUsCard } from '../components/content-section';
import { ContentLayout } from '../components/content-layout';
import { LegalDocument } from '../components/legal-document';
import { PageEditButton } from '../components/page-edit-button';

export function PrivacyPage() {
  const { page, head } = usePage('privacy', PRIVACY_DEFAULT);
  const { privacyUpdated } = useSiteConfig();
  return (
    <ContentLayout
      title={page.title}
      subtitle={page.description}
      head={head}
      actions={<PageEditButton slug="privacy" defaults={PRIVACY_DEFAULT} />}
    >
      <div className="space-y-6">
        <LegalDocument updated={privacyUpdated} body={page.body} />
        <ContactUsCard card={page} />
      </div>
    </ContentLayout>
  );
}
