import { useEffect, useState, type ComponentType } from 'react';
import type { ExternalToast, ToasterProps } from 'sonner';

// sonner is loaded with the first toast, not with the page: most visits never show one.
type Sonner = typeof import('sonner');
let sonner: Sonner | undefined;
let requested = false;
let requestLoad: (() => void) | undefined;
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => (markMounted = resolve));

function whenReady(): Promise<void> {
  if (!requested) {
    requested = true;
    requestLoad?.();
  }
  return mounted;
}

const show = (kind: 'success' | 'error' | 'info') => (message: string, options?: ExternalToast) =>
  void whenReady().then(() => sonner?.toast[kind](message, options));

/** sonner's toast, for the kinds the site uses. */
export const toast = { success: show('success'), error: show('error'), info: show('info') };

/** Renders sonner's Toaster once the first toast asks for it. */
export function LazyToaster(props: ToasterProps) {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    requestLoad = () =>
      void import('sonner').then((module) => {
        sonner = module;
        setToaster(() => module.Toaster);
      });
    if (requested) requestLoad();
    return () => {
      requestLoad = undefined;
    };
  }, []);
  useEffect(() => {
    if (Toaster) markMounted();
  }, [Toaster]);
  return Toaster ? <Toaster {...props} /> : null;
}
