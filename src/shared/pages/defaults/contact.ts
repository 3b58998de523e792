import type { PageContentOf } from '../page-schema';

/**
 * /contact's words as shipped, the spec's. `**…**` is bold; {sponsor} and {advertise} in the
 * partners' text are the links to /sponsor and /advertise, drawn with their own words.
 */
export const CONTACT_DEFAULT: PageContentOf<'contact'> = {
  title: 'Get in Touch',
  description:
    'Questions about a place, a spot I should add to the map, feedback on the site or an idea for working together: I would love to hear from you.',
  body: '',
  emailTitle: 'Email me',
  emailText: 'Prefer your own mail app? Write to me directly at',
  responseTitle: 'Response time',
  responseText:
    'I answer every message within **24-48 hours**. When I am deep in a national park with no signal it can take the full two days, but it never takes longer.',
  channelTitle: 'Follow the journey',
  channelText:
    'New adventures go up on my channel most weeks. Comments there are welcome too; I read them on the road.',
  channelLink: 'Visit my video channel',
  partnersTitle: 'Brands and partners',
  partnersText:
    'Looking to work together? See my {sponsor} and {advertise}, then pick “Business Inquiry” or “Collaboration” in the form.',
  sponsorLink: 'sponsorship packages',
  advertiseLink: 'advertising options',
};
