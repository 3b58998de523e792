import type { PageContentOf } from '#shared/pages/page-schema.ts';
import { PageTextField, type Errors } from './list-fields';

type Contact = PageContentOf<'contact'>;

const BOLD_HINT = '**Words** between two pairs of stars are bold.';

/** /contact: the four cards beside the form (the addresses and channel link are the site settings'). */
export function ContactFields({
  value,
  onChange,
  errors,
}: {
  value: Contact;
  onChange: (next: Contact) => void;
  errors: Errors;
}) {
  const field = { page: value, errors, onChange };
  return (
    <>
      <PageTextField {...field} name="emailTitle" label="Email card title" />
      <PageTextField
        {...field}
        name="emailText"
        label="Email card text"
        multiline
        hint={`Shown above the contact email (Site settings). ${BOLD_HINT}`}
      />
      <PageTextField {...field} name="responseTitle" label="Response card title" />
      <PageTextField {...field} name="responseText" label="Response card text" multiline hint={BOLD_HINT} />
      <PageTextField {...field} name="channelTitle" label="Channel card title" />
      <PageTextField {...field} name="channelText" label="Channel card text" multiline hint={BOLD_HINT} />
      <PageTextField {...field} name="channelLink" label="Channel link text" />
      <PageTextField {...field} name="partnersTitle" label="Partners card title" />
      <PageTextField
        {...field}
        name="partnersText"
        label="Partners card text"
        multiline
        hint={`{sponsor} and {advertise} are the links to the sponsor and advertise pages. ${BOLD_HINT}`}
      />
      <PageTextField {...field} name="sponsorLink" label="Sponsorship link text" />
      <PageTextField {...field} name="advertiseLink" label="Advertising link text" />
    </>
  );
}
