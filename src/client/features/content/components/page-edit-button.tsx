import { Suspense } from 'react';
import type { PageSlug } from '#shared/pages/page-schema.ts';
import { preloadable } from '#client/lib/preloadable.ts';
import { useOwner } from '#client/lib/use-owner.ts';
import type { PageEditButtonProps } from './owner-edit-button';

// The button, its editor's preloading and the editor are the owner's: none of it is in a visitor's page.
const OwnerEditButton = preloadable<PageEditButtonProps<PageSlug>>(
  async () => (await import('./owner-edit-button')).OwnerEditButton,
);

/** "Edit page" for the signed-in owner; nothing for a visitor. `defaults`: the page's own words. */
export function PageEditButton<S extends PageSlug>(props: PageEditButtonProps<S>) {
  const { isOwner } = useOwner();
  if (!isOwner) return null;
  return (
    <Suspense fallback={null}>
      <OwnerEditButton {...(props as unknown as PageEditButtonProps<PageSlug>)} />
    </Suspense>
  );
}
