import { Link, useLocation as useRoute } from 'react-router';
import { parsePlaceSegment, PLACE_PATH_PREFIX, placePath } from '#shared/place-url.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FormAlert } from '#client/components/ui/field.tsx';
import { RefreshIcon } from '#client/components/ui/icons.tsx';
import { i18n } from '#client/lib/i18n.ts';

const PAGE_LINK =
  'rounded text-sm font-semibold text-teal-800 underline underline-offset-2 hover:text-teal-950 focus-visible:ring-2 focus-visible:ring-teal-700 focus-visible:outline-none';

/**
 * The place's own address on the site, to bookmark, copy or open in a new tab; not offered on that
 * page itself (its Edit opens this dialog).
 */
export function PlacePageLink({ id, name }: { id: number; name: string }) {
  const { pathname } = useRoute();
  const onItsPage =
    pathname.startsWith(PLACE_PATH_PREFIX) &&
    parsePlaceSegment(pathname.slice(PLACE_PATH_PREFIX.length))?.id === id;
  if (onItsPage) return null;
  return (
    <div className="-mt-2 mb-4 flex justify-end">
      <Link to={placePath({ id, name })} className={PAGE_LINK}>
        {i18n._('Open page')}
        <span className="sr-only"> {i18n._('of {name}', { name })}</span>
      </Link>
    </div>
  );
}

/** The details could not be read (the network, the server): say why, and try again on request. */
export function DetailLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="space-y-3">
      <FormAlert>
        {i18n._('Could not load this place: {reason}', {
          reason: error instanceof Error ? error.message : i18n._('please try again.'),
        })}
      </FormAlert>
      <Button variant="secondary" onClick={onRetry}>
        <RefreshIcon size={16} />
        {i18n._('Retry')}
      </Button>
    </div>
  );
}

/** Rows standing in for the details while they load. */
export function DetailLoading() {
  return (
    <div role="status" className="space-y-3" aria-label={i18n._("Loading the place's details")}>
      {[0, 1, 2].map((row) => (
        <div key={row} className="h-14 animate-pulse rounded-xl bg-slate-100" />
      ))}
    </div>
  );
}
