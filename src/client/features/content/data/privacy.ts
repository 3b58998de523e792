import type { LegalSection } from './legal';

export const PRIVACY_INTRO =
  'Fru World is my personal travel project, not a data business. This policy explains, in plain words, what I collect when you visit or write to me, why I collect it, who else ever sees it, and what you can ask me to do with it.';

export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'information-collected',
    title: 'Information I Collect',
    blocks: [
      { p: 'I try to collect as little as possible. What I do collect falls into two groups.' },
      { h3: 'Information you provide' },
      {
        list: [
          { lead: 'Your email address', text: 'when you subscribe to updates or join the Trip Packs waitlist.' },
          { lead: 'Your name and contact details', text: 'when you write to me through the contact form.' },
          { lead: 'Feedback and suggestions', text: 'such as a place you think I should visit, or a note about something on the site.' },
          { lead: 'Trip preferences', text: 'the destinations, travel styles or dates you choose to tell me about.' },
        ],
      },
      { h3: 'Information collected automatically' },
      {
        list: [
          { lead: 'Usage analytics:', text: 'which features get used, so I know whether the map, the list or the statistics deserve more of my time.' },
          { lead: 'Browser and device information:', text: 'the browser, operating system and screen size, so pages look right on your phone as well as your laptop.' },
          { lead: 'IP address and general location:', text: 'your IP address and the city or country it points to. I never try to pin down your exact location.' },
          { lead: 'Pages and time spent:', text: 'which pages you visit and roughly how long you stay on them.' },
        ],
      },
    ],
  },
  {
    id: 'how-i-use-it',
    title: 'How I Use Your Information',
    blocks: [
      {
        list: [
          { lead: 'Communications:', text: 'to answer your messages, and to send the updates you asked for (like the email telling you Trip Packs are ready).' },
          { lead: 'Service improvement:', text: 'to fix what is broken, speed up what is slow and decide which destinations to cover next.' },
          { lead: 'Security:', text: 'to keep out spam and abuse, and to protect the site and the people who use it.' },
          { lead: 'Legal compliance:', text: 'to meet my obligations under the law, for example keeping records I am required to keep.' },
        ],
      },
    ],
  },
  {
    id: 'sharing',
    title: 'How I Share Information',
    blocks: [
      { p: 'I never sell your personal information, and I never rent or trade my subscriber list. I only share information in these cases:' },
      {
        list: [
          { lead: 'With your consent:', text: 'when you have clearly asked me to, for example to introduce you to a partner.' },
          { lead: 'For legal compliance:', text: 'when a valid legal request or the law requires it.' },
          { lead: 'To protect rights and safety:', text: 'when it is needed to protect my rights, your safety or the safety of others.' },
          { lead: 'With service providers:', text: 'companies that host the site or deliver email on my behalf, who may use the information only for that work and must keep it confidential.' },
        ],
      },
    ],
  },
  {
    id: 'security',
    title: 'Data Security',
    blocks: [
      {
        p: 'The site is served over encrypted connections, access to stored messages is limited to me behind a password, and I keep only what I need for as long as I need it. No system on the internet is perfectly secure, but I take reasonable technical and organizational measures to protect your information against loss, misuse and unauthorized access.',
      },
    ],
  },
  {
    id: 'your-rights',
    title: 'Your Rights',
    blocks: [
      { p: 'Whatever country you live in, you can ask me to:' },
      {
        list: [
          { lead: 'Access', text: 'the personal information I hold about you.' },
          { lead: 'Correct', text: 'anything that is wrong or out of date.' },
          { lead: 'Delete', text: 'your information, including removing you from the waitlist.' },
          { lead: 'Opt out', text: 'of emails at any time, using the link in any email or by asking me.' },
        ],
      },
      { p: 'Send your request through the Contact page and I will answer within 30 days.' },
    ],
  },
  {
    id: 'cookies',
    title: 'Cookies',
    blocks: [
      {
        p: 'Fru World uses as few cookies as it can. Essential ones keep the site working, and small preferences, such as whether you collapsed the sidebar, are stored in your own browser. Analytics may use cookies or similar technologies to count visits. You can block or delete cookies in your browser settings; the map and the pages will still work.',
      },
    ],
  },
  {
    id: 'third-party-services',
    title: 'Third-Party Services',
    blocks: [
      { p: 'A few parts of the site come from other services, and their own privacy policies apply to what they receive:' },
      {
        list: [
          { lead: 'Analytics:', text: 'to count visits and see which pages help people the most.' },
          { lead: 'Video:', text: 'video thumbnails and players come from YouTube; when you watch one, YouTube sees that request.' },
          { lead: 'Maps:', text: 'map tiles are loaded from a map tile provider such as OpenStreetMap, which sees the area of the map you are looking at.' },
        ],
      },
    ],
  },
  {
    id: 'children',
    title: "Children's Privacy",
    blocks: [
      {
        p: 'Fru World is not directed to children under 13, and I do not knowingly collect personal information from them. If you believe a child under 13 has sent me their information, please let me know and I will delete it.',
      },
    ],
  },
  {
    id: 'changes',
    title: 'Changes to This Policy',
    blocks: [
      {
        p: 'If I change how I handle your information, I will update this page and the "Last updated" date at the top. If a change is significant, I will also point it out on the site or by email to subscribers.',
      },
    ],
  },
];
