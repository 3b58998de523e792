import { useSyncExternalStore } from 'react';
import { THEME_STORAGE_KEY, type Theme } from '../../shared/theme';

// The page's head sets data-theme before the first paint (THEME_SCRIPT, written by the server).
const root = document.documentElement;

const themeNow = (): Theme => (root.dataset.theme === 'dark' ? 'dark' : 'light');

function subscribe(onChange: () => void): () => void {
  // The head's script changes the attribute too (the system's setting, another tab's choice).
  const observer = new MutationObserver(onChange);
  observer.observe(root, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

/** The theme the page shows now, following every change. */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, themeNow);
}

/** The visitor's choice, remembered in this browser. */
export function chooseTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage refused (a private window's quota): the choice holds for this page only.
  }
  root.dataset.theme = theme;
}
