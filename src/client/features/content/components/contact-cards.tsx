import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { PageContentOf } from '#shared/pages/page-schema.ts';
import { i18n } from '#client/lib/i18n.ts';
import { useSiteConfig } from '#client/lib/site-config.ts';
import { CalendarIcon, ExternalIcon, PlayIcon, TagIcon } from '#client/components/ui/icons.tsx';

type Contact = PageContentOf<'contact'>;

function Card({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <span
        aria-hidden="true"
        className="grid h-11 w-11 shrink-0 place-items-center rounded-xl bg-teal-50 text-teal-800"
      >
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className="font-semibold text-slate-900">{title}</h3>
        <div className="mt-1 text-sm leading-relaxed text-slate-700">{children}</div>
      </div>
    </li>
  );
}

const linkClass =
  'font-semibold break-all text-teal-800 underline decoration-teal-800/30 underline-offset-2 hover:decoration-teal-800';

/**
 * A card's text as the owner typed it, shown as text: `**…**` is bold, and each `{name}` of
 * `slots` is that element (a link); an unknown `{name}` stays as typed.
 */
function CardText({ text, slots = {} }: { text: string; slots?: Record<string, ReactNode> }) {
  const parts = text.split(/(\*\*[^*]+\*\*|\{[a-z]+\})/);
  return parts.map((part, i) => {
    const bold = /^\*\*([^*]+)\*\*$/.exec(part);
    if (bold)
      return (
        <strong key={i} className="text-slate-900">
          {bold[1]}
        </strong>
      );
    const name = /^\{([a-z]+)\}$/.exec(part)?.[1];
    if (name !== undefined && Object.hasOwn(slots, name)) return <Fragment key={i}>{slots[name]}</Fragment>;
    return <Fragment key={i}>{part}</Fragment>;
  });
}

/** The ways to reach me beside the form: email, how fast I answer, the channel, business. */
export function ContactCards({ page }: { page: Contact }) {
  const site = useSiteConfig();
  return (
    <ul className="space-y-4" aria-label={i18n._('Other ways to reach me')}>
      <Card icon={<span className="text-lg">✉️</span>} title={page.emailTitle}>
        <p>
          <CardText text={page.emailText} />
        </p>
        <a href={`mailto:${site.contactEmail}`} className={linkClass}>
          {site.contactEmail}
        </a>
      </Card>
      <Card icon={<CalendarIcon size={22} />} title={page.responseTitle}>
        <p>
          <CardText text={page.responseText} />
        </p>
      </Card>
      <Card icon={<PlayIcon size={22} />} title={page.channelTitle}>
        <p>
          <CardText text={page.channelText} />
        </p>
        <a
          href={site.channelUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={`${linkClass} mt-1 inline-flex items-center gap-1`}
        >
          {page.channelLink}
          <ExternalIcon size={14} />
          <span className="sr-only"> {i18n._('(opens in a new tab)')}</span>
        </a>
      </Card>
      <Card icon={<TagIcon size={22} />} title={page.partnersTitle}>
        <p>
          <CardText
            text={page.partnersText}
            slots={{
              sponsor: (
                <Link to="/sponsor" className={linkClass}>
                  {page.sponsorLink}
                </Link>
              ),
              advertise: (
                <Link to="/advertise" className={linkClass}>
                  {page.advertiseLink}
                </Link>
              ),
            }}
          />
        </p>
      </Card>
    </ul>
  );
}
