import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { ChevronDownIcon, MenuIcon } from '#client/components/ui/icons.tsx';
import { buttonClass } from '#client/components/ui/button.tsx';

export const MENU_LINKS = [
  { to: '/trips', label: 'Trips' },
  { to: '/start-here', label: 'Start Here' },
  { to: '/about', label: 'About' },
  { to: '/about-me', label: 'About Me' },
  { to: '/sponsor', label: 'Sponsor' },
  { to: '/trip-packs', label: 'Trip Packs' },
  { to: '/faqs', label: 'FAQs' },
  { to: '/contact', label: 'Contact' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/terms', label: 'Terms' },
] as const;

const MENU_GAP_PX = 8;
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

  // Top-layer popovers are placed by the page, not the header: put it under its button.
  const place = (event: React.ToggleEvent<HTMLElement>) => {
    const button = buttonRef.current;
    if (event.newState !== 'open' || !button) return;
    const box = button.getBoundingClientRect();
    event.currentTarget.style.top = `${box.bottom + MENU_GAP_PX}px`;
    event.currentTarget.style.right = `${Math.max(8, window.innerWidth - box.right)}px`;
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        popoverTarget={id}
        className={buttonClass('ghost', 'md', 'px-2.5 sm:px-3')}
        aria-label="Menu"
      >
        <MenuIcon size={20} />
        <span className="hidden sm:inline">Menu</span>
        <ChevronDownIcon size={16} className="hidden text-slate-500 sm:inline" />
      </button>
      <nav
        ref={panelRef}
        id={id}
        popover="auto"
        aria-label="Site pages"
        onBeforeToggle={place}
        className="fixed inset-auto m-0 min-w-52 rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl shadow-slate-900/10"
      >
        <ul>
          {MENU_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={linkClass} onClick={() => panelRef.current?.hidePopover()}>
                {link.label}
              </Link>
            </li>
          ))}
          {/* On phones the header has no room for its Stats link, so the menu carries it. */}
          <li className="sm:hidden">
            <Link to="/stats" className={linkClass} onClick={() => panelRef.current?.hidePopover()}>
              Stats
            </Link>
          </li>
        </ul>
      </nav>
    </>
  );
}
