import { ContactCards } from '../components/contact-cards';
import { ContactForm } from '../components/contact-form';
import { ContentLayout } from '../components/content-layout';

export function ContactPage() {
  return (
    <ContentLayout
      title="Get in Touch"
      subtitle="Questions about a place, a spot I should add to the map, feedback on the site or an idea for working together: I would love to hear from you."
    >
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section
          aria-labelledby="contact-form-heading"
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
        >
          <ContactForm />
        </section>
        <aside aria-label="Contact details">
          <ContactCards />
        </aside>
      </div>
    </ContentLayout>
  );
}
