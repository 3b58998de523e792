import type { PageContentOf } from '#shared/pages/page-schema.ts';
import { PageTextField, type Errors } from './list-fields';
import { i18n } from '#client/lib/i18n.ts';

type Contact = PageContentOf<'contact'>;

const boldHint = () => i18n._('**Words** between two pairs of stars are bold.');

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
  const bold = boldHint();
  return (
    <>
      <PageTextField {...field} name="emailTitle" label={i18n._('Email card title')} />
      <PageTextField
        {...field}
        name="emailText"
        label={i18n._('Email card text')}
        multiline
        hint={`${i18n._('Shown above the contact email (Site settings).')} ${bold}`}
      />
      <PageTextField {...field} name="responseTitle" label={i18n._('Response card title')} />
      <PageTextField
        {...field}
        name="responseText"
        label={i18n._('Response card text')}
        multiline
        hint={bold}
      />
      <PageTextField {...field} name="channelTitle" label={i18n._('Channel card title')} />
      <PageTextField
        {...field}
        name="channelText"
        label={i18n._('Channel card text')}
        multiline
        hint={bold}
      />
      <PageTextField {...field} name="channelLink" label={i18n._('Channel link text')} />
      <PageTextField {...field} name="partnersTitle" label={i18n._('Partners card title')} />
      <PageTextField
        {...field}
        name="partnersText"
        label={i18n._('Partners card text')}
        multiline
        // The words in braces are the owner's to type as they are: they stay braces in every language.
        hint={`${i18n._('{sponsor} and {advertise} are the links to the sponsor and advertise pages.', {
          sponsor: '{sponsor}',
          advertise: '{advertise}',
        })} ${bold}`}
      />
      <PageTextField {...field} name="sponsorLink" label={i18n._('Sponsorship link text')} />
      <PageTextField {...field} name="advertiseLink" label={i18n._('Advertising link text')} />
    </>
  );
}
