import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSiteConfig } from '#client/lib/site-config.ts';
import { CalendarIcon, ExternalIcon, PlayIcon, TagIcon } from '#client/components/ui/icons.tsx';

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

/** The ways to reach me beside the form: email, how fast I answer, the channel, business. */
export function ContactCards() {
  const site = useSiteConfig();
  return (
    <ul className="space-y-4" aria-label="Other ways to reach me">
      <Card icon={<span className="text-lg">✉️</span>} title="Email me">
        <p>Prefer your own mail app? Write to me directly at</p>
        <a href={`mailto:${site.contactEmail}`} className={linkClass}>
          {site.contactEmail}
        </a>
      </Card>
      <Card icon={<CalendarIcon size={22} />} title="Response time">
        <p>
          I answer every message within <strong className="text-slate-900">24-48 hours</strong>. When I am
          deep in a national park with no signal it can take the full two days, but it never takes longer.
        </p>
      </Card>
      <Card icon={<PlayIcon size={22} />} title="Follow the journey">
        <p>
          New adventures go up on my channel most weeks. Comments there are welcome too; I read them on the
          road.
        </p>
        <a
          href={site.channelUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={`${linkClass} mt-1 inline-flex items-center gap-1`}
        >
          Visit my video channel
          <ExternalIcon size={14} />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </Card>
      <Card icon={<TagIcon size={22} />} title="Brands and partners">
        <p>
          Looking to work together? See my{' '}
          <Link to="/sponsor" className={linkClass}>
            sponsorship packages
          </Link>{' '}
          and{' '}
          <Link to="/advertise" className={linkClass}>
            advertising options
          </Link>
          , then pick &ldquo;Business Inquiry&rdquo; or &ldquo;Collaboration&rdquo; in the form.
        </p>
      </Card>
    </ul>
  );
}
