import { Link } from 'react-router';
import { buttonClass } from '#client/components/ui/button.tsx';
import { PageHead } from '#client/components/page-head.tsx';
import { i18n } from '#client/lib/i18n.ts';
import { useSiteConfig } from '#client/lib/site-config.ts';
import { ResendForm } from './resend-form';

/** Where Stripe sends the buyer after paying (`/trip-packs/thanks?session=…`). */
export function ThanksPage() {
  const { emailConfigured } = useSiteConfig();
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <PageHead
        path="/trip-packs/thanks"
        meta={{ title: i18n._('Thank you'), description: i18n._('Your trip pack is yours.'), noindex: true }}
      />
      <p className="text-5xl" aria-hidden="true">
        🎉
      </p>
      {emailConfigured ? <ByEmail /> : <ByTheCreator />}
      <p className="mt-6">
        <Link to="/trip-packs" className="font-semibold text-teal-800 underline">
          {i18n._('Back to the trip packs')}
        </Link>
      </p>
    </div>
  );
}

/** The usual way: the link comes by email, and can be asked for again. */
function ByEmail() {
  return (
    <>
      <h1 className="mt-3 text-3xl font-extrabold text-slate-900">
        {i18n._('Thank you — your library link is on its way by email')}
      </h1>
      <p className="mt-3 leading-relaxed text-slate-800">
        {i18n._(
          'The link to your library, with the full trip and its files (GPX, KML, CSV, calendar), will be emailed to the address you paid with. Keep it: it is your way back to the pack, and to its later releases, without an account.',
        )}
      </p>
      <section
        aria-labelledby="thanks-resend"
        className="mt-8 rounded-2xl border border-slate-200 bg-white p-5"
      >
        <h2 id="thanks-resend" className="text-lg font-bold text-slate-900">
          {i18n._('No email after a while?')}
        </h2>
        <p className="mt-1 text-slate-700">{i18n._('Check your spam folder, or ask for the link again.')}</p>
        <ResendForm />
      </section>
    </>
  );
}

/** A site that sends no email (no SMTP_URL): the payment is done, and the creator hands the link over. */
function ByTheCreator() {
  return (
    <>
      <h1 className="mt-3 text-3xl font-extrabold text-slate-900">
        {i18n._('Thank you — your payment went through')}
      </h1>
      <p className="mt-3 leading-relaxed text-slate-800">
        {i18n._(
          'This site does not send email, so your library link cannot be emailed to you. Write to the creator through the Contact page with the address you paid with: they will send you the link to your library, with the full trip and its files.',
        )}
      </p>
      <p className="mt-4">
        <Link to="/contact" className={buttonClass('primary', 'md')}>
          {i18n._('Contact the creator')}
        </Link>
      </p>
    </>
  );
}
