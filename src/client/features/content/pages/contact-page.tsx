import { CONTACT_DEFAULT } from '#shared/pages/defaults/contact.ts';
import { i18n } from '#client/lib/i18n.ts';
import { usePage } from '../api/get-page';
import { ContactCards } from '../components/contact-cards';
import { ContactForm } from '../components/contact-form';
import { ContentLayout } from '../components/content-layout';
import { PageEditButton } from '../components/page-edit-button';

export function ContactPage() {
  const { page, head } = usePage('contact', CONTACT_DEFAULT);
  return (
    <ContentLayout
      title={page.title}
      subtitle={page.description}
      head={head}
      actions={<PageEditButton slug="contact" defaults={CONTACT_DEFAULT} />}
    >
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section
          aria-labelledby="contact-form-heading"
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
        >
          <ContactForm />
        </section>
        <aside aria-label={i18n._('Contact details')}>
          <ContactCards page={page} />
        </aside>
      </div>
    </ContentLayout>
  );
}
