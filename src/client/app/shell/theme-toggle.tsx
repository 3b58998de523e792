import { THEME_STORAGE_KEY } from '#shared/theme.ts';
import { buttonClass } from '#client/components/ui/button.tsx';
import { icon } from '#client/components/ui/icons.tsx';
import { i18n } from '#client/lib/i18n.ts';

/** Half light, half dark: one small icon for both directions (the header has little room). */
const ContrastIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 3a9 9 0 0 1 0 18Z" fill="currentColor" />
  </>,
);

/** The other theme, chosen and remembered in this browser (the head's THEME_SCRIPT reads it on every page). */
function switchTheme() {
  const theme = document.documentElement.dataset.theme === 'dark' ? 'light' : 'dark';
  document.documentElement.dataset.theme = theme;
  // Last: where storage is refused the page still switches, for this page only.
  localStorage.setItem(THEME_STORAGE_KEY, theme);
}

/**
 * Light or dark. The button's name says what a press will do: of its two names the stylesheet shows
 * the one that fits the page's theme (the dark: variant), so it follows every change without a render.
 */
export function ThemeToggle({ className }: { className?: string }) {
  return (
    <button type="button" onClick={switchTheme} className={buttonClass('ghost', 'icon', className)}>
      <ContrastIcon />
      <span className="sr-only dark:hidden">{i18n._('Switch to dark theme')}</span>
      <span className="sr-only hidden dark:inline">{i18n._('Switch to light theme')}</span>
    </button>
  );
}
