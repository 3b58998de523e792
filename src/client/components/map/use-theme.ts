import { useSyncExternalStore } from 'react';
import type { Theme } from '#shared/theme.ts';

// The page's head sets data-theme before the first paint (THEME_SCRIPT, written by the server).
const root = document.documentElement;

const themeNow = (): Theme => (root.dataset.theme === 'dark' ? 'dark' : 'light');

function subscribe(onChange: () => void): () => void {
  // The head's script changes the attribute too (the system's setting, another tab's choice).
  const observer = new MutationObserver(onChange);
  observer.observe(root, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

/** The theme the page shows now, following every change (the maps' tiles follow it). */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, themeNow);
}
