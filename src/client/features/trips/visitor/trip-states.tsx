import { Link } from 'react-router';
import { PageHead } from '#client/components/page-head.tsx';
import { LoadError } from '#client/components/ui/load-error.tsx';
import { i18n } from '#client/lib/i18n.ts';
import { SHARE_LINK_GONE } from '#shared/trips/trip-head.ts';

const LINK =
  'font-semibold text-teal-800 underline underline-offset-2 hover:text-teal-950 focus-visible:ring-2 focus-visible:ring-teal-700 focus-visible:outline-none';

function Message({ title, text, children }: { title: string; text: string; children?: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl p-8">
      <PageHead path="" meta={{ title, description: text, noindex: true }} />
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-lg text-slate-700">{text}</p>
      {children}
      <p className="mt-6 flex flex-wrap gap-4">
        <Link to="/trips" className={LINK}>
          {i18n._('See the public trips')}
        </Link>
        <Link to="/" className={LINK}>
          {i18n._('Back to Map')}
        </Link>
      </p>
    </div>
  );
}

/** An unknown, private (to a visitor) or deleted trip; the server answers its path with 404. */
export function TripNotFound() {
  return (
    <Message title={i18n._('Trip not found')} text={i18n._('This trip does not exist or is not public.')} />
  );
}

/**
 * A share link that was revoked or has expired (the server answers 410): the words the server's
 * page says too, in the page's language.
 */
export function ShareLinkGone() {
  return (
    <Message title={i18n._(SHARE_LINK_GONE.title)} text={i18n._(SHARE_LINK_GONE.description)}>
      <p className="mt-2 text-slate-700">
        {i18n._(
          'Links to a trip can be turned off by the person who made them. If you still need this trip, ask them to share a new link with you.',
        )}
      </p>
    </Message>
  );
}

export function TripLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="mx-auto max-w-2xl p-8">
      <PageHead
        path=""
        meta={{ title: i18n._('Trip could not be loaded'), description: '', noindex: true }}
      />
      <LoadError title={i18n._('The trip could not be loaded')} error={error} onRetry={onRetry} />
    </div>
  );
}

/** While a trip loads: its page's shape, busy. */
export function TripPageSkeleton() {
  return (
    <div
      aria-busy="true"
      aria-label={i18n._('Loading the trip')}
      role="status"
      className="lg:grid lg:grid-cols-2"
    >
      <div className="space-y-4 p-4 sm:p-6">
        <div className="h-8 w-2/3 animate-pulse rounded bg-slate-200" />
        <div className="h-4 w-1/2 animate-pulse rounded bg-slate-100" />
        {[0, 1, 2].map((row) => (
          <div key={row} className="h-14 animate-pulse rounded-xl bg-slate-100" />
        ))}
      </div>
      <div className="h-56 animate-pulse bg-slate-200 lg:h-[calc(100dvh-var(--header-h))]" />
    </div>
  );
}
