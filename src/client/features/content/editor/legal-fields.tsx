import type { PageContentOf } from '#shared/pages/page-schema.ts';
import { PageTextField, type Errors } from './list-fields';
import { i18n } from '#client/lib/i18n.ts';

type Contact = Pick<PageContentOf<'privacy'>, 'contactHeading' | 'contactText' | 'contactButton'>;

interface FieldsProps<P> {
  value: P;
  onChange: (next: P) => void;
  errors: Errors;
}

/** The card under a legal document that asks for questions: its heading, text and button. */
function ContactCardFields<P extends Contact>({ value, onChange, errors }: FieldsProps<P>) {
  const field = { page: value, errors, onChange };
  return (
    <>
      <PageTextField {...field} name="contactHeading" label={i18n._('Contact card heading')} />
      <PageTextField {...field} name="contactText" label={i18n._('Contact card text')} multiline />
      <PageTextField {...field} name="contactButton" label={i18n._('Contact card button')} />
    </>
  );
}

/** /privacy and /terms: the contact card under the document. */
export function LegalFields(props: FieldsProps<PageContentOf<'privacy'>>) {
  return <ContactCardFields {...props} />;
}

/** /affiliate-disclosure: the short version above the document, the contact card under it. */
export function AffiliateFields(props: FieldsProps<PageContentOf<'affiliate-disclosure'>>) {
  const field = { page: props.value, errors: props.errors, onChange: props.onChange };
  return (
    <>
      <PageTextField {...field} name="summaryHeading" label={i18n._('Short version heading')} />
      <PageTextField {...field} name="summary" label={i18n._('Short version')} multiline />
      <ContactCardFields {...props} />
    </>
  );
}
