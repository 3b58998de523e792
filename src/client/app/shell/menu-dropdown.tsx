import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { ChevronDownIcon, MenuIcon } from '#client/components/ui/icons.tsx';
import { buttonClass } from '#client/components/ui/button.tsx';
import { i18n } from '#client/lib/i18n.ts';
import { placePopover } from './place-popover';

export const MENU_LINKS = [
  { to: '/trips', label: /*i18n*/ 'Trips' },
  { to: '/start-here', label: /*i18n*/ 'Start Here' },
  { to: '/about', label: /*i18n*/ 'About' },
  { to: '/about-me', label: /*i18n*/ 'About Me' },
  { to: '/sponsor', label: /*i18n*/ 'Sponsor' },
  { to: '/trip-packs', label: /*i18n*/ 'Trip Packs' },
  { to: '/faqs', label: /*i18n*/ 'FAQs' },
  { to: '/contact', label: /*i18n*/ 'Contact' },
  { to: '/privacy', label: /*i18n*/ 'Privacy' },
  { to: '/terms', label: /*i18n*/ 'Terms' },
] as const;

const linkClass =
  'flex items-center gap-2.5 rounded-lg px-3 py-2 text-sm font-medium text-slate-800 outline-none hover:bg-teal-50 hover:text-teal-900 focus-visible:bg-teal-50 focus-visible:text-teal-900 focus-visible:outline-2 focus-visible:outline-teal-700';

/**
 * The header's Menu: the site's pages, as a disclosure of links. The browser's popover closes it
 * on an outside click and on Escape (no script library needed); choosing a link closes it too.
 */
export function MenuDropdown() {
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        popoverTarget={id}
        className={buttonClass('ghost', 'md', 'px-2.5 sm:px-3')}
        aria-label={i18n._('Menu')}
      >
        <MenuIcon size={20} />
        {/* From 768 px the search shares the first row: the word gives it the room for its placeholder. */}
        <span className="hidden sm:inline md:max-lg:hidden">{i18n._('Menu')}</span>
        <ChevronDownIcon size={16} className="hidden text-slate-500 sm:inline md:max-lg:hidden" />
      </button>
      <nav
        ref={panelRef}
        id={id}
        popover="auto"
        aria-label={i18n._('Site pages')}
        onBeforeToggle={(event) => placePopover(event, buttonRef.current)}
        className="fixed inset-auto m-0 min-w-52 rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl shadow-slate-900/10"
      >
        <ul>
          {MENU_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={linkClass} onClick={() => panelRef.current?.hidePopover()}>
                {i18n._(link.label)}
              </Link>
            </li>
          ))}
          {/* On phones the header has no room for its Stats link, so the menu carries it. */}
          <li className="sm:hidden">
            <Link to="/stats" className={linkClass} onClick={() => panelRef.current?.hidePopover()}>
              {i18n._('Stats')}
            </Link>
          </li>
        </ul>
      </nav>
    </>
  );
}
