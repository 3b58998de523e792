import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import { ChevronDownIcon, MenuIcon } from '../../../components/ui/icons';
import { buttonClass } from '../../../components/ui/button';

export const MENU_LINKS = [
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

export const menuContentClass =
  'z-[1200] min-w-52 rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl shadow-slate-900/10';
export const menuItemClass =
  'flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2 text-sm font-medium text-slate-800 outline-none select-none data-[highlighted]:bg-teal-50 data-[highlighted]:text-teal-900';

/** The header's Menu: the site's pages. Closes on outside click, on Escape and on choosing. */
export function MenuDropdown() {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={buttonClass('ghost', 'md', 'px-2.5 sm:px-3')} aria-label="Menu">
        <MenuIcon size={20} />
        <span className="hidden sm:inline">Menu</span>
        <ChevronDownIcon size={16} className="hidden text-slate-500 sm:inline" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className={menuContentClass}>
          {MENU_LINKS.map((link) => (
            <DropdownMenu.Item key={link.to} asChild className={menuItemClass}>
              <Link to={link.to}>{link.label}</Link>
            </DropdownMenu.Item>
          ))}
          {/* On phones the header has no room for its Stats link, so the menu carries it. */}
          <DropdownMenu.Item asChild className={`${menuItemClass} sm:hidden`}>
            <Link to="/stats">Stats</Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
