import { oneLine } from './addresses';
import { formatPrice } from '#shared/packs/pack.ts';

// The emails the site sends, as functions of plain values: a subject on one line, a plain-text part
// and an HTML part where every value is escaped (links only as http(s) URLs, in href and as text).

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** An http(s) link as given; anything else is refused before it reaches an email. */
function httpLink(value: string): string {
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('a link must be http(s)');
  return url.href;
}

const paragraphsHtml = (text: string) =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${escapeHtml(part).replace(/\r?\n/g, '<br>')}</p>`)
    .join('\n');

const linkHtml = (href: string, label: string) =>
  `<p><a href="${escapeHtml(href)}">${escapeHtml(label)}</a></p>`;

const footerHtml = (text: string, href: string) =>
  `<p style="color:#666;font-size:13px">${escapeHtml(text)} <a href="${escapeHtml(href)}">${escapeHtml(href)}</a></p>`;

function page(title: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family:system-ui,sans-serif;line-height:1.5;max-width:36em">',
    body,
    '</body></html>',
  ].join('\n');
}

/** After a purchase, or when a buyer asks again: the link to their library. */
export function libraryLinkEmail(input: { packTitle: string; link: string }): MailContent {
  const link = httpLink(input.link);
  const subject = oneLine(`Your trip pack is ready: ${input.packTitle}`);
  const text = [
    `Your trip pack "${input.packTitle}" is ready.`,
    '',
    `Open your library (keep this link, it is yours): ${link}`,
    '',
    'You can ask for this link again on the site with the address you bought with.',
  ].join('\n');
  const html = page(
    subject,
    [
      `<p>Your trip pack “${escapeHtml(input.packTitle)}” is ready.</p>`,
      '<p>Open your library (keep this link, it is yours):</p>',
      linkHtml(link, link),
      '<p>You can ask for this link again on the site with the address you bought with.</p>',
    ].join('\n'),
  );
  return { subject, text, html };
}

/** A new version of a pack a buyer owns: what changed, their library, and how to hear no more. */
export function packUpdatedEmail(input: {
  packTitle: string;
  version: number;
  changeNote: string;
  link: string;
  optOutLink: string;
}): MailContent {
  const link = httpLink(input.link);
  const optOut = httpLink(input.optOutLink);
  const subject = oneLine(`${input.packTitle} was updated (version ${input.version})`);
  const text = [
    `"${input.packTitle}" has a new version, v${input.version}. What changed:`,
    '',
    input.changeNote.trim(),
    '',
    `Your library marks what changed: ${link}`,
    '',
    `No more update emails: ${optOut}`,
  ].join('\n');
  const html = page(
    subject,
    [
      `<p>“${escapeHtml(input.packTitle)}” has a new version, v${input.version}. What changed:</p>`,
      paragraphsHtml(input.changeNote),
      '<p>Your library marks what changed:</p>',
      linkHtml(link, link),
      footerHtml('No more update emails:', optOut),
    ].join('\n'),
  );
  return { subject, text, html };
}

export interface LaunchPack {
  title: string;
  url: string;
  /** Minor unit. */
  price: number;
  currency: string;
}

/** The waitlist hears of a launch: the owner's subject and message, the pack if any, the leave link. */
export function waitlistLaunchEmail(input: {
  subject: string;
  message: string;
  pack?: LaunchPack | undefined;
  unsubscribeLink: string;
}): MailContent {
  const leave = httpLink(input.unsubscribeLink);
  const subject = oneLine(input.subject);
  const pack = input.pack && { ...input.pack, url: httpLink(input.pack.url) };
  const price = pack && formatPrice(pack.price, pack.currency);
  const text = [
    input.message.trim(),
    ...(pack ? ['', `${pack.title}: ${price}`, pack.url] : []),
    '',
    '--',
    'You joined the trip packs waitlist. To leave it (no more emails):',
    leave,
  ].join('\n');
  const html = page(
    subject,
    [
      paragraphsHtml(input.message),
      ...(pack && price
        ? [
            `<p><strong>${escapeHtml(pack.title)}</strong>: ${escapeHtml(price)}</p>`,
            linkHtml(pack.url, pack.url),
          ]
        : []),
      footerHtml('You joined the trip packs waitlist. To leave it (no more emails):', leave),
    ].join('\n'),
  );
  return { subject, text, html };
}

/** The subscriber's leave link: the waitlist's own /waitlist/leave page with their token. */
export const unsubscribeLinkOf = (siteUrl: string, token: string) =>
  `${siteUrl}/waitlist/leave?token=${encodeURIComponent(token)}`;
