import { useLayoutEffect } from 'react';
import { findPage, pageTitle } from '../../shared/routes';

/** Marks the title and description the server wrote into the HTML (see src/server/html.ts). */
export const SERVER_HEAD_ATTRIBUTE = 'data-server-head';

/**
 * A page's <title> and description, hoisted into <head> by React. React 19 does not adopt the
 * tags the server already wrote, so those are removed once the page renders its own; otherwise
 * the first page's description would outlive client-side navigation.
 */
export function PageHead({ path, title }: { path: string; title?: string }) {
  const page = findPage(path);
  useLayoutEffect(() => {
    for (const node of document.head.querySelectorAll(`[${SERVER_HEAD_ATTRIBUTE}]`)) node.remove();
  }, []);
  return (
    <>
      <title>{pageTitle(page?.title ?? title ?? '')}</title>
      {page && <meta name="description" content={page.description} />}
    </>
  );
}
