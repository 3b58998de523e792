import { i18n } from '#client/lib/i18n.ts';

/**
 * A polite status line near the foot of the screen while the browser is offline, gone when it is
 * back. Above the map's legend (bottom left), its floating button and the tiles' attribution
 * (bottom right), which it never covers, and clear of the sidebar's icon bar (w-16, on the left);
 * above the sidebar's layer (z 1050) when it is open. Readable in both themes (slate and white swap
 * in the dark one). The region is in the page, empty, before any text comes into it, so that
 * screen readers say it; it takes no pointer, so nothing under it stops working.
 */
export function watchConnection(): void {
  const region = document.createElement('div');
  region.setAttribute('role', 'status');
  // Said aloud even while a dialog hides the rest of the page from screen readers (the aria-hidden
  // Radix uses leaves live regions out).
  region.setAttribute('aria-live', 'polite');
  region.dataset.offlineNotice = '';
  region.className =
    'pointer-events-none fixed inset-x-0 bottom-40 z-[1060] flex justify-center pe-4 ps-20 max-[359px]:bottom-56';
  document.body.append(region);

  const update = () => {
    if (navigator.onLine) return region.replaceChildren();
    if (region.firstChild) return;
    const line = document.createElement('p');
    line.className =
      'max-w-md rounded-xl bg-slate-900 px-4 py-2 text-center text-sm font-medium text-white shadow-lg';
    line.textContent = i18n._('You are offline: the map shows the places as they were last loaded.');
    region.append(line);
  };
  addEventListener('online', update);
  addEventListener('offline', update);
  setTimeout(update, 250);
}
