/** The visitor's theme choice, kept per browser: 'light' or 'dark'; absent, the system's setting. */
export const THEME_STORAGE_KEY = 'fru-theme';

export type Theme = 'light' | 'dark';

/**
 * Run in the page's head before anything paints (the server writes it inline and allows it in the
 * CSP by its hash): sets data-theme on <html> from the stored choice or the system's setting, and
 * again when the system's setting or another tab's choice changes.
 */
export const THEME_SCRIPT = `(function(){var d=document.documentElement,m=matchMedia('(prefers-color-scheme: dark)');function a(){var s=null;try{s=localStorage.getItem('${THEME_STORAGE_KEY}')}catch(e){}d.setAttribute('data-theme',s==='dark'||s==='light'?s:m.matches?'dark':'light')}a();m.addEventListener('change',a);addEventListener('storage',a)})()`;
