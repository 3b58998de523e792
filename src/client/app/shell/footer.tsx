import { Link } from 'react-router';
import { useSiteConfig } from '#client/lib/site-config.ts';

const LINKS = [
  { to: '/trips', label: 'Trips' },
  { to: '/about', label: 'About' },
  { to: '/start-here', label: 'Start Here' },
  { to: '/sponsor', label: 'Sponsor' },
  { to: '/advertise', label: 'Advertise' },
  { to: '/faqs', label: 'FAQs' },
  { to: '/contact', label: 'Contact' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/terms', label: 'Terms' },
  { to: '/affiliate-disclosure', label: 'Affiliate Disclosure' },
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
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-4 gap-y-1">
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="font-medium text-slate-700 hover:text-teal-800 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
