import { useSiteConfig } from '../../../lib/site-config';
import { ContactUsCard } from '../components/content-section';
import { ContentLayout } from '../components/content-layout';
import { LegalDocument } from '../components/legal-document';
import { PRIVACY_INTRO, PRIVACY_SECTIONS } from '../data/privacy';

export function PrivacyPage() {
  const { privacyUpdated } = useSiteConfig();
  return (
    <ContentLayout title="Privacy Policy" subtitle={PRIVACY_INTRO}>
      <div className="space-y-6">
        <LegalDocument updated={privacyUpdated} sections={PRIVACY_SECTIONS} />
        <ContactUsCard title="Questions about your privacy?">
          <p>
            To see, correct or delete your information, or just to ask how something works, send me a message.
            I answer privacy requests within 30 days.
          </p>
        </ContactUsCard>
      </div>
    </ContentLayout>
  );
}
