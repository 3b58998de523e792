import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { PageHead } from '#client/components/page-head.tsx';
import { buttonClass } from '#client/components/ui/button.tsx';
import { i18n } from '#client/lib/i18n.ts';
import { useSiteConfig } from '#client/lib/site-config.ts';
import type { HeadMeta } from '#shared/head.ts';

export interface ContentLayoutProps {
  title: string;
  subtitle?: ReactNode;
  /** Where the back link leads; the map by default. */
  backTo?: string;
  backLabel?: string;
  /** Beside the back link: the owner's "Edit page". */
  actions?: ReactNode;
  /** An editable page's head (usePage's `head`: the owner's title and description once changed). */
  head?: HeadMeta;
  children: ReactNode;
}

/**
 * The frame every content page shares: gradient header, back link, the page body and the
 * footer call to action (its words the site settings'). It also sets the document title and description on navigation
 * (React hoists <title> and <meta> into the head), as the server writes them (shared/pages/page-head.ts).
 */
export function ContentLayout({
  title,
  subtitle,
  backTo = '/',
  backLabel,
  actions,
  head,
  children,
}: ContentLayoutProps) {
  const { pathname } = useLocation();
  const label = backLabel ?? (backTo === '/' ? i18n._('Back to Map') : i18n._('Back'));

  return (
    <div className="min-h-full bg-slate-50">
      <PageHead path={pathname} title={title} meta={head} />

      <header className="theme-light relative overflow-hidden bg-gradient-to-br from-teal-800 via-teal-700 to-emerald-700 text-white">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -end-24 h-72 w-72 rounded-full bg-white/10 blur-2xl"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -bottom-32 -start-16 h-72 w-72 rounded-full bg-emerald-300/10 blur-2xl"
        />
        <div className="relative mx-auto max-w-5xl px-4 pt-6 pb-12 sm:px-6 sm:pb-16">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Link
              to={backTo}
              className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1 -ms-2 text-sm font-medium text-teal-50 transition-colors hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              <span aria-hidden="true">←</span> {label}
            </Link>
            {actions}
          </div>
          <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">{title}</h1>
          {subtitle && (
            <p className="mt-3 max-w-2xl text-base text-teal-50 text-pretty sm:text-lg">{subtitle}</p>
          )}
        </div>
      </header>

      <div className="relative mx-auto -mt-6 max-w-5xl px-4 pb-12 sm:px-6">{children}</div>

      <FooterCallToAction />
    </div>
  );
}

function FooterCallToAction() {
  const { channelUrl, ctaHeading, ctaText, ctaMapButton, ctaVideosButton } = useSiteConfig();
  return (
    <section aria-labelledby="content-cta-heading" className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-4 px-4 py-10 text-center sm:px-6">
        <h2 id="content-cta-heading" className="text-2xl font-bold text-slate-900">
          {ctaHeading}
        </h2>
        <p className="max-w-xl text-slate-700">{ctaText}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to="/" className={buttonClass('primary', 'md')}>
            {ctaMapButton}
          </Link>
          <a
            href={channelUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('secondary', 'md')}
          >
            {ctaVideosButton}
            <span className="sr-only"> {i18n._('(opens in a new tab)')}</span>
          </a>
        </div>
      </div>
    </section>
  );
}
