import { useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router';

/**
 * The parent route of every content page. Moving from one page to another starts at the top,
 * as a new page would; a link to a section (#hash) keeps the browser's own scrolling.
 */
export function ContentRoutesLayout() {
  const { pathname, hash } = useLocation();
  useLayoutEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return <Outlet />;
}
