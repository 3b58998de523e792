import { Suspense, useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { LazyToaster } from '../components/ui/toast';
import { HomeStateProvider } from './home-state/home-state';
import { HEADER_HEIGHT } from './layout';
import { Footer } from './shell/footer';
import { Header } from './shell/header';
import { KeyboardShortcuts } from './shell/keyboard-shortcuts';
import { SessionHost } from './shell/session-host';
import { Sidebar } from './shell/sidebar';
import { i18n } from '#client/lib/i18n.ts';

/**
 * Header, the side panel beside the routed content, the footer and the toasts.
 * --header-h is the sticky header's height (two rows on phones); the sidebar and map size from it.
 * The home screen's state is read by the header search and the sidebar on every route. The session
 * host signs the header out when the session ends, and asks to sign in again over an unsaved form.
 */
export function AppShell() {
  useScrollToTopOnNewPage();
  return (
    <HomeStateProvider>
      <div className={`flex min-h-full flex-col ${HEADER_HEIGHT}`}>
        <a
          href="#main-content"
          className="theme-light sr-only z-[1400] rounded-lg bg-teal-700 font-semibold text-white shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:start-2 focus:px-4 focus:py-2"
        >
          {i18n._('Skip to content')}
        </a>
        <Header />
        <div className="flex flex-1">
          <Sidebar />
          <div className="flex min-w-0 flex-1 flex-col">
            {/* At least the view's height: the footer starts below the fold, so a screen that is
              still loading does not show it only to push it away a moment later. */}
            <main
              id="main-content"
              tabIndex={-1}
              className="min-h-[calc(100dvh-var(--header-h))] flex-1 outline-none"
            >
              <Suspense fallback={null}>
                <Outlet />
              </Suspense>
            </main>
            <Footer />
          </div>
        </div>
        <LazyToaster richColors position="top-center" />
        <SessionHost />
        <KeyboardShortcuts />
      </div>
    </HomeStateProvider>
  );
}

/**
 * A link to another screen starts at its top, as a new page would. Back and forward keep the
 * browser's own scroll restoration, a link to a section (#hash) its own scrolling, and the home
 * screen's filters (the query string) do not move the page.
 */
function useScrollToTopOnNewPage() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== 'POP' && !hash) window.scrollTo(0, 0);
    // Only a new path counts; the navigation type and hash are read with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
