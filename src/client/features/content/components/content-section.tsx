import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '#client/components/ui/button.tsx';
import { cn } from '#client/components/ui/cn.ts';
import { dateFormat } from '#client/lib/intl.ts';

const TONES = {
  plain: 'border-slate-200 bg-white',
  accent: 'border-teal-200 bg-teal-50',
  warning: 'border-amber-200 bg-amber-50',
} as const;

/** One card of a content page, titled by an h2 that names the section for assistive technology. */
export function ContentSection({
  id,
  title,
  eyebrow,
  tone = 'plain',
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  eyebrow?: string;
  tone?: keyof typeof TONES;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={cn('scroll-mt-24 rounded-2xl border p-6 shadow-sm sm:p-8', TONES[tone], className)}
    >
      {eyebrow && (
        <p className="mb-1 text-sm font-semibold tracking-wide text-teal-800 uppercase">{eyebrow}</p>
      )}
      <h2
        id={`${id}-heading`}
        tabIndex={-1}
        className="text-xl font-bold break-words text-slate-900 outline-none sm:text-2xl"
      >
        {title}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

/** A bulleted list with teal check marks. */
export function CheckList({ items, className }: { items: readonly ReactNode[]; className?: string }) {
  return (
    <ul className={cn('space-y-2', className)}>
      {items.map((item, i) => (
        <li key={i} className="flex gap-2.5">
          <span
            aria-hidden="true"
            className="mt-0.5 grid h-5 w-5 shrink-0 place-items-center rounded-full bg-teal-100 text-xs font-bold text-teal-800"
          >
            ✓
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** The closing 'Contact Us' card of the legal pages. */
export function ContactUsCard({
  card,
}: {
  card: { contactHeading: string; contactText: string; contactButton: string };
}) {
  return (
    <section
      aria-labelledby="contact-us-heading"
      className="rounded-2xl border border-teal-200 bg-teal-50 p-6 sm:p-8"
    >
      {/* Smaller on phones: "recommendation?" alone is wider than a 320 px screen's card at 2xl. */}
      <h2 id="contact-us-heading" className="text-xl font-bold break-words text-slate-900 sm:text-2xl">
        {card.contactHeading}
      </h2>
      {card.contactText && <p className="mt-3 leading-relaxed text-slate-800">{card.contactText}</p>}
      <Link to="/contact" className={buttonClass('primary', 'md', 'mt-5')}>
        {card.contactButton}
      </Link>
    </section>
  );
}

/**
 * A date stored as YYYY-MM-DD, shown as written in the page's language (e.g. "November 1, 2026") in
 * every time zone.
 */
export function formatDay(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDay;
  return dateFormat({ dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
