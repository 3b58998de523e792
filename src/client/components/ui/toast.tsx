import { useEffect, useState, type ComponentType } from 'react';
import type { ExternalToast, ToasterProps } from 'sonner';

// sonner (about 9 KB gzip) is not part of every page: most visits never show a toast, and the pages'
// bundle budgets have no room for it. Visitors load it with the first toast. The signed-in owner loads
// it at start (preloadToasts): their forms hold work, and the toast that says the connection failed
// must not need a download then (issue 12: that failed download used to reload the page).
type Sonner = typeof import('sonner');
let sonner: Sonner | undefined;
let requested = false;
let failedAt = Number.NEGATIVE_INFINITY;
let requestLoad: (() => void) | undefined;
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => (markMounted = resolve));

/** After a failed download, a toast asked for within this time does not try again (no loop while offline). */
const RETRY_AFTER_MS = 10_000;

function whenReady(): Promise<void> {
  if (!requested && Date.now() - failedAt > RETRY_AFTER_MS) {
    requested = true;
    requestLoad?.();
  }
  return mounted;
}

/** Loads the toasts now, while the connection is known to work. */
export function preloadToasts(): void {
  void whenReady();
}

const show = (kind: 'success' | 'error' | 'info') => (message: string, options?: ExternalToast) =>
  void whenReady().then(() => sonner?.toast[kind](message, options));

/** sonner's toast, for the kinds the site uses. */
export const toast = { success: show('success'), error: show('error'), info: show('info') };

/** Marks the toasts' region: a dialog open under a toast lets it be clicked (modal.tsx). */
export const TOASTER_SELECTOR = '[data-sonner-toaster]';

/**
 * Toasts sit below the sticky header (--header-h, set by the app shell), never over its search.
 * An open dialog turns off pointer events outside it (on the body): the toasts turn them back on,
 * so a toast over a dialog is the topmost thing under the pointer and its buttons work.
 */
const PLACEMENT: ToasterProps = {
  offset: { top: 'calc(var(--header-h, 4rem) + 0.75rem)' },
  mobileOffset: { top: 'calc(var(--header-h, 7rem) + 0.5rem)' },
  style: { pointerEvents: 'auto' },
};

/** Renders sonner's Toaster once the first toast (or preloadToasts) asks for it. */
export function LazyToaster(props: ToasterProps) {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    requestLoad = () =>
      void import('sonner').then(
        (module) => {
          sonner = module;
          setToaster(() => module.Toaster);
        },
        () => {
          // Offline: the next toast after a while tries again (the page says what failed itself).
          requested = false;
          failedAt = Date.now();
        },
      );
    if (requested) requestLoad();
    return () => {
      requestLoad = undefined;
    };
  }, []);
  useEffect(() => {
    if (Toaster) markMounted();
  }, [Toaster]);
  return Toaster ? <Toaster {...PLACEMENT} {...props} /> : null;
}
