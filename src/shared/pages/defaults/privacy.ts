import { WHAT_I_COUNT } from './privacy-analytics';

/**
 * /privacy as the spec's site shipped it: what GET /api/pages/privacy answers until the owner edits
 * the page. The body is Markdown: one section of the document per `##`; the spec's sections, then
 * What I Count (the analytics the site really runs, privacy-analytics.ts).
 */
export const PRIVACY_DEFAULT = {
  title: 'Privacy Policy',
  description:
    'Fru World is my personal travel project, not a data business. This policy explains, in plain words, what I collect when you visit or write to me, why I collect it, who else ever sees it, and what you can ask me to do with it.',
  body: `## Information I Collect

I try to collect as little as possible. What I do collect falls into two groups.

### Information you provide

- **Your email address** when you subscribe to updates or join the Trip Packs waitlist.
- **Your name and contact details** when you write to me through the contact form.
- **Feedback and suggestions** such as a place you think I should visit, or a note about something on the site.
- **Trip preferences** the destinations, travel styles or dates you choose to tell me about.

### Information collected automatically

- **Usage analytics:** which features get used, so I know whether the map, the list or the statistics deserve more of my time.
- **Browser and device information:** the browser, operating system and screen size, so pages look right on your phone as well as your laptop.
- **IP address and general location:** your IP address, used only while a request is answered, to keep out abuse and find its country; only the country is kept with what I count. I never try to pin down your exact location.
- **Pages and time spent:** which pages you visit and roughly how long you stay on them.

## How I Use Your Information

- **Communications:** to answer your messages, and to send the updates you asked for (like the email telling you Trip Packs are ready).
- **Service improvement:** to fix what is broken, speed up what is slow and decide which destinations to cover next.
- **Security:** to keep out spam and abuse, and to protect the site and the people who use it.
- **Legal compliance:** to meet my obligations under the law, for example keeping records I am required to keep.

## How I Share Information

I never sell your personal information, and I never rent or trade my subscriber list. I only share information in these cases:

- **With your consent:** when you have clearly asked me to, for example to introduce you to a partner.
- **For legal compliance:** when a valid legal request or the law requires it.
- **To protect rights and safety:** when it is needed to protect my rights, your safety or the safety of others.
- **With service providers:** companies that host the site or deliver email on my behalf, who may use the information only for that work and must keep it confidential.

## Data Security

The site is served over encrypted connections, access to stored messages is limited to me behind a password, and I keep only what I need for as long as I need it. No system on the internet is perfectly secure, but I take reasonable technical and organizational measures to protect your information against loss, misuse and unauthorized access.

## Your Rights

Whatever country you live in, you can ask me to:

- **Access** the personal information I hold about you.
- **Correct** anything that is wrong or out of date.
- **Delete** your information, including removing you from the waitlist.
- **Opt out** of emails at any time, using the link in any email or by asking me.

Send your request through the Contact page and I will answer within 30 days.

## Cookies

Fru World sets no cookie on its visitors. Preferences such as the collapsed sidebar, the theme or your language stay in your own browser and are never sent to me. Visits are counted without cookies (see What I Count). The only cookie is my own sign-in as the site's owner. You can block or delete cookies in your browser settings; the map and the pages will still work.

## Third-Party Services

A few parts of the site come from other services, and their own privacy policies apply to what they receive:

- **Analytics:** none: this site counts its own visits, on its own server; no analytics company receives anything.
- **Video:** video thumbnails are fetched by this site's own server, so YouTube does not see you looking at them; a video plays on YouTube only when you click it, and then YouTube sees that request.
- **Maps:** map tiles are loaded from a map tile provider such as OpenStreetMap, which sees the area of the map you are looking at.

## Children's Privacy

Fru World is not directed to children under 13, and I do not knowingly collect personal information from them. If you believe a child under 13 has sent me their information, please let me know and I will delete it.

## Changes to This Policy

If I change how I handle your information, I will update this page and the "Last updated" date at the top. If a change is significant, I will also point it out on the site or by email to subscribers.

${WHAT_I_COUNT}`,
  contactHeading: 'Questions about your privacy?',
  contactText:
    'To see, correct or delete your information, or just to ask how something works, send me a message. I answer privacy requests within 30 days.',
  contactButton: 'Contact Us',
};
