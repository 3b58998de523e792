/**
 * /terms as the spec's site shipped it: what GET /api/pages/terms answers until the owner edits
 * the page. The body is Markdown: one section of the document per `##`.
 */
export const TERMS_DEFAULT = {
  title: 'Terms of Service',
  description:
    'These terms are the ground rules for using Fru World. They are here to protect you, me and the work that goes into every pin on the map. Please read them; they are shorter than most.',
  body: `## Acceptance of Terms

By visiting or using Fru World, you agree to these terms. If you do not agree with them, please do not use the site.

## Permitted Uses

You are welcome to use Fru World for:

- **Personal trip planning:** researching and planning your own, non-commercial travel.
- **Education:** learning about places, parks, cultures and UNESCO World Heritage sites.
- **Sharing links:** sending links to pages, places and videos to friends or posting them on social media.
- **Inspiration:** dreaming up your next adventure. That is exactly why I built it.

## Prohibited Uses

Please do not:

- Use the site or its content for commercial purposes without my written permission.
- Copy, republish or redistribute my photos, videos, notes or place data.
- Reverse engineer, decompile or scrape the site, its code or its data.
- Use the site for anything illegal, or to harass or harm anyone.
- Overload the site with automated requests or anything else that degrades it for other visitors.

## Accuracy of Information

I describe places as I found them, and I try hard to get things right. Still, opening hours, prices, trail conditions and entry rules change all the time, so everything on Fru World is provided "as is", without warranties of any kind. Always check official sources before you go.

## User-Generated Content

When you send me suggestions, feedback or messages, you grant me a non-exclusive, worldwide, royalty-free licence to use, reproduce, adapt and publish them in connection with Fru World, for example featuring a place you suggested in a video. You confirm that what you send is yours to share and does not break anyone else's rights.

## Intellectual Property

The Fru World name, design, photos, videos, notes and the collection of places are mine or used with permission, and are protected by copyright and other laws. Map data belongs to its respective contributors and is used under their licences.

## Third-Party Links

Fru World links to other websites: YouTube, map services, booking sites and partners. I do not control them and am not responsible for their content, policies or practices. Visiting them is at your own risk and under their terms.

## Limitation of Liability

To the fullest extent the law allows, I am not liable for any indirect, incidental or consequential damages arising from your use of Fru World or your reliance on anything you read or watch here.

## Travel Safety

Travel carries real risks. You are responsible for your own safety: check weather and official advisories, respect closures and local laws, carry the right gear and insurance, and know your limits. What worked for me on a given day may not be safe for you on another.

## Availability

I aim to keep Fru World running around the clock, but I cannot promise it will always be available or free of errors. I may change, pause or retire features at any time.

## Modifications to These Terms

I may update these terms from time to time. The date at the top of this page shows the latest version. By continuing to use the site after a change, you accept the updated terms.

## Termination

I may suspend or end anyone's access to Fru World, without notice, if they break these terms or misuse the site.

## Governing Law

These terms are governed by the laws of the United States and of the state where Fru World is operated, without regard to conflict-of-law rules. Any dispute will be handled by the courts of that place.`,
  contactHeading: 'Questions about these terms?',
  contactText:
    'If something here is unclear, or you would like permission for a use these terms do not cover, get in touch and I will help.',
  contactButton: 'Contact Us',
};
