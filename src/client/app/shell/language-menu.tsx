import { useId, useRef } from 'react';
import { useLocation } from 'react-router';
import { LOCALE_NAMES, LOCALES, localisedPath, preferredLocale, type Locale } from '#shared/locales.ts';
import { buttonClass } from '#client/components/ui/button.tsx';
import { cn } from '#client/components/ui/cn.ts';
import { GlobeIcon } from '#client/components/ui/icons.tsx';
import { i18n, pageLocale } from '#client/lib/i18n.ts';
import { placePopover } from './place-popover';

/** The language chosen in this browser, remembered across visits. */
export const LOCALE_STORAGE_KEY = 'locale';
const linkClass =
  'block rounded-lg px-3 py-2 text-sm font-medium text-slate-800 outline-none hover:bg-teal-50 focus-visible:bg-teal-50 focus-visible:outline-2 focus-visible:outline-teal-700 aria-[current=true]:font-bold';

function remembered(): string | null {
  try {
    return localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

const remember = (locale: Locale) => {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage refused: the choice holds for this page only.
  }
};

/**
 * The header's language menu: each language's name in itself, a link to this same page in it (a
 * page load, so its catalogue comes with it). The choice is remembered; nothing redirects by it.
 * On an English page, the language this browser chose before, or else prefers, is suggested. In the
 * header's first row from 1280 px (narrower, the search needs the room), beside the phone's search,
 * and in the footer.
 */
export function LanguageMenu({ className }: { className?: string }) {
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname, search, hash } = useLocation();
  const chosen = remembered();
  const suggested =
    pageLocale === 'en' && chosen !== 'en'
      ? (LOCALES.find((l) => l === chosen) ?? preferredLocale(navigator.languages.join(',')))
      : undefined;
  const href = (locale: Locale) => `${localisedPath(locale, pathname)}${search}${hash}`;
  return (
    <>
      {suggested && suggested !== 'en' && (
        <a
          href={href(suggested)}
          lang={suggested}
          hrefLang={suggested}
          onClick={() => remember(suggested)}
          className={buttonClass('ghost', 'md', cn('px-2 max-md:hidden', className))}
        >
          {LOCALE_NAMES[suggested]}
        </a>
      )}
      <button
        ref={buttonRef}
        type="button"
        popoverTarget={id}
        className={buttonClass('ghost', 'icon', className)}
        aria-label={i18n._('Language')}
      >
        <GlobeIcon size={20} />
      </button>
      <nav
        id={id}
        popover="auto"
        aria-label={i18n._('Language')}
        onBeforeToggle={(event) => placePopover(event, buttonRef.current)}
        className="fixed inset-auto m-0 min-w-40 rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl shadow-slate-900/10"
      >
        <ul>
          {LOCALES.map((locale) => (
            <li key={locale}>
              <a
                href={href(locale)}
                lang={locale}
                hrefLang={locale}
                aria-current={locale === pageLocale}
                onClick={() => remember(locale)}
                className={linkClass}
              >
                {LOCALE_NAMES[locale]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
