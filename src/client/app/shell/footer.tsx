import { Link } from 'react-router';
import { useSiteConfig } from '#client/lib/site-config.ts';
import { LanguageMenu } from './language-menu';
import { i18n } from '#client/lib/i18n.ts';

const LINKS = [
  { to: '/trips', label: /*i18n*/ 'Trips' },
  { to: '/about', label: /*i18n*/ 'About' },
  { to: '/start-here', label: /*i18n*/ 'Start Here' },
  { to: '/sponsor', label: /*i18n*/ 'Sponsor' },
  { to: '/advertise', label: /*i18n*/ 'Advertise' },
  { to: '/faqs', label: /*i18n*/ 'FAQs' },
  { to: '/contact', label: /*i18n*/ 'Contact' },
  { to: '/privacy', label: /*i18n*/ 'Privacy' },
  { to: '/terms', label: /*i18n*/ 'Terms' },
  { to: '/affiliate-disclosure', label: /*i18n*/ 'Affiliate Disclosure' },
] as const;

export function Footer() {
  const site = useSiteConfig();
  return (
    // Where a floating button (home-actions.tsx: 3rem tall, 2rem above the bottom) stands over the
    // page, the end of the page leaves it room, so it never covers the footer's links.
    <footer className="border-t border-slate-200 bg-white [body:has([data-floating-action])_&]:pb-20">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between">
        <p>
          © {new Date().getFullYear()} {site.brand}. {site.tagline}.
        </p>
        <nav aria-label={i18n._('Footer')}>
          <ul className="flex flex-wrap gap-x-4 gap-y-1">
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="font-medium text-slate-700 hover:text-teal-800 hover:underline">
                  {i18n._(link.label)}
                </Link>
              </li>
            ))}
            {/* The server's Atom feed (features/sharing.md), for a visitor's feed reader: a page load, not a route. */}
            <li>
              <a
                href="/feed.xml"
                type="application/atom+xml"
                className="font-medium text-slate-700 hover:text-teal-800 hover:underline"
              >
                {i18n._('Atom feed')}
              </a>
            </li>
          </ul>
        </nav>
        <div className="flex items-center gap-1 self-start sm:self-auto">
          <LanguageMenu />
        </div>
      </div>
    </footer>
  );
}
