import { Link } from 'react-router';
import { PageHead } from '#client/components/page-head.tsx';
import { i18n } from '#client/lib/i18n.ts';
import { DetailLoadError } from './detail-modal-parts';

const BACK_LINK =
  'font-semibold text-teal-800 underline underline-offset-2 hover:text-teal-950 focus-visible:ring-2 focus-visible:ring-teal-700 focus-visible:outline-none';

const PLACE_NOT_FOUND = /*i18n*/ 'This place does not exist or is no longer public.';

/**
 * An unknown, malformed, private (to a visitor) or deleted place: the server answers these paths
 * with 404 or 410, and the page says so in words, out of search results.
 */
export function PlaceNotFound() {
  return (
    <div className="mx-auto max-w-2xl p-8">
      <PageHead
        path=""
        meta={{ title: i18n._('Place not found'), description: i18n._(PLACE_NOT_FOUND), noindex: true }}
      />
      <h1 className="text-2xl font-bold text-slate-900">{i18n._('Place not found')}</h1>
      <p className="mt-2 text-lg text-slate-700">{i18n._(PLACE_NOT_FOUND)}</p>
      <p className="mt-6">
        <Link to="/" className={BACK_LINK}>
          {i18n._('Back to Map')}
        </Link>
      </p>
    </div>
  );
}

/** The place could not be loaded (the network, the server): say why and offer to try again. */
export function PlaceLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="mx-auto max-w-2xl space-y-4 p-8">
      <PageHead
        path=""
        meta={{ title: i18n._('Place could not be loaded'), description: '', noindex: true }}
      />
      <DetailLoadError error={error} onRetry={onRetry} />
    </div>
  );
}

/** While the place loads: its page's shape, busy, with no heading to announce a name not yet known. */
export function PlacePageSkeleton() {
  return (
    <div
      aria-busy="true"
      aria-label={i18n._('Loading the place')}
      role="status"
      className="lg:grid lg:grid-cols-2"
    >
      <div className="space-y-4 p-4 sm:p-6">
        <div className="h-44 animate-pulse rounded-2xl bg-slate-200" />
        <div className="h-8 w-2/3 animate-pulse rounded bg-slate-200" />
        <div className="h-4 w-1/2 animate-pulse rounded bg-slate-100" />
        {[0, 1, 2].map((row) => (
          <div key={row} className="h-14 animate-pulse rounded-xl bg-slate-100" />
        ))}
      </div>
      <div className="h-80 animate-pulse bg-slate-200 lg:h-[calc(100dvh-var(--header-h))]" />
    </div>
  );
}
