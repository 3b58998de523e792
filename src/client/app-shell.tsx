import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LazyToaster } from './components/ui/toast';
import { Footer } from './features/shell/components/footer';
import { Header } from './features/shell/components/header';
import { Sidebar } from './features/shell/components/sidebar';

/**
 * Header, the side panel beside the routed content, the footer and the toasts.
 * --header-h is the sticky header's height (two rows on phones); the sidebar and map size from it.
 */
export function AppShell() {
  return (
    <div className="flex min-h-full flex-col [--header-h:7rem] md:[--header-h:4rem]">
      <a
        href="#main-content"
        className="sr-only z-[1400] rounded-lg bg-teal-700 font-semibold text-white shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <Header />
      <div className="flex flex-1">
        <Sidebar />
        <div className="flex min-h-[calc(100dvh-var(--header-h))] min-w-0 flex-1 flex-col">
          <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
            {/* While a screen's chunk loads, its room is kept so the footer does not jump. */}
            <Suspense fallback={<div aria-busy="true" className="min-h-[calc(100dvh-var(--header-h))]" />}>
              <Outlet />
            </Suspense>
          </main>
          <Footer />
        </div>
      </div>
      <LazyToaster richColors position="top-center" />
    </div>
  );
}
