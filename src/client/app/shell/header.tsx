import { lazy } from 'react';
import { Link } from 'react-router';
import { useSiteConfig } from '#client/lib/site-config.ts';
import { AccountMenu } from './account-menu';
import { buttonClass } from '#client/components/ui/button.tsx';
import { ChartIcon, PinIcon, PlayIcon } from '#client/components/ui/icons.tsx';
import { HeaderSearch } from './header-search';
import { LanguageMenu } from './language-menu';
import { MenuDropdown } from './menu-dropdown';
import { ThemeToggle } from './theme-toggle';
import { i18n } from '#client/lib/i18n.ts';

// The owner's embed builder, loaded when the account menu first opens it (visitors never load it).
const HomeEmbedDialog = lazy(async () => ({
  default: (await import('./home-embed-dialog')).HomeEmbedDialog,
}));

/**
 * The sticky header: brand and tagline, search, Menu, Stats, the follow-the-videos call to action
 * and the account area. On phones the search moves to a second row (the header is then 7rem tall;
 * --header-h on the shell says so to the sidebar and the map).
 */
export function Header() {
  const site = useSiteConfig();
  return (
    <header className="sticky top-0 z-[1100] h-(--header-h) border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="flex h-16 items-center gap-2 px-3 sm:gap-3 sm:px-4">
        <Link
          to="/"
          className="flex min-w-0 shrink-0 items-center gap-2.5 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
        >
          <span className="theme-light inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-teal-600 to-emerald-700 text-white shadow-sm">
            <PinIcon size={20} />
          </span>
          <span className="min-w-0">
            <span className="block text-lg leading-tight font-extrabold tracking-tight whitespace-nowrap text-slate-900">
              {site.brand}
            </span>
            {/* Wrapped rather than cut, and only where the header has room for it beside the search;
              two lines at most keep a long configured tagline inside the header's height. */}
            <span className="hidden max-w-72 text-xs leading-tight text-pretty text-slate-600 xl:line-clamp-2">
              {site.tagline}
            </span>
          </span>
        </Link>
        <HeaderSearch className="mx-auto hidden w-full max-w-md min-w-0 flex-1 md:block" />
        <nav aria-label={i18n._('Main')} className="ms-auto flex items-center gap-0.5 sm:gap-1 md:ms-0">
          <MenuDropdown />
          <Link
            to="/stats"
            className={buttonClass('ghost', 'md', 'px-3 max-sm:hidden')}
            aria-label={i18n._('Stats')}
          >
            <ChartIcon size={20} />
            <span className="hidden lg:inline">{i18n._('Stats')}</span>
          </Link>
          <a
            href={site.channelUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('primary', 'md', 'px-2.5 sm:px-4')}
            aria-label={i18n._('Follow my videos (opens in a new tab)')}
          >
            <PlayIcon size={18} />
            <span className="hidden lg:inline">{i18n._('Follow my videos')}</span>
          </a>
          <ThemeToggle className="max-md:hidden" />
          <LanguageMenu className="max-xl:hidden" />
        </nav>
        <div className="flex items-center border-s border-slate-200 ps-1 sm:ps-2">
          <AccountMenu embedDialog={(props) => <HomeEmbedDialog {...props} />} />
        </div>
      </div>
      {/* On phones the first row has no room for the theme toggle: it sits beside the search. */}
      <div className="flex gap-2 px-3 pb-3 md:hidden">
        <HeaderSearch className="min-w-0 flex-1" />
        <ThemeToggle className="mt-0.5" />
        <LanguageMenu className="mt-0.5" />
      </div>
    </header>
  );
}
