import { useState } from 'react';
import type { PageContentOf, PageSlug } from '#shared/pages/page-schema.ts';
import { Button } from '#client/components/ui/button.tsx';
import { i18n } from '#client/lib/i18n.ts';
import { preloadable } from '#client/lib/preloadable.ts';
import { usePage } from '../api/get-page';

// The editor is the owner's alone: a chunk of its own, loaded when the button is pointed at or pressed.
const PageEditor = preloadable(async () => (await import('../editor/page-editor')).PageEditor);

export interface PageEditButtonProps<S extends PageSlug> {
  slug: S;
  /** The page's own shipped words (usePage's). */
  defaults: PageContentOf<S>;
}

/** "Edit page": the owner's alone, so a chunk visitors never load (page-edit-button.tsx). */
export function OwnerEditButton<S extends PageSlug>({ slug, defaults }: PageEditButtonProps<S>) {
  const { stored: page, fromServer, error, refetch } = usePage(slug, defaults);
  const [open, setOpen] = useState(false);
  if (!fromServer && error) {
    // The default words are showing; an edit must wait for the server's version.
    return (
      <Button variant="secondary" size="sm" onClick={refetch}>
        {i18n._('Page not loaded: try again')}
      </Button>
    );
  }
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        // An edit starts from the server's version of the page, never from the default words.
        disabled={!fromServer}
        onPointerEnter={() => void PageEditor.preload()}
        onFocus={() => void PageEditor.preload()}
        onClick={() => setOpen(true)}
      >
        {fromServer ? i18n._('Edit page') : i18n._('Loading page…')}
      </Button>
      {open && <PageEditor page={page} onClose={() => setOpen(false)} />}
    </>
  );
}
