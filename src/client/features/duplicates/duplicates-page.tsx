import { LoadAlert } from '#client/components/ui/load-error.tsx';
import { useState } from 'react';
import { Link } from 'react-router';
import { DUPLICATE_RADIUS_M, type DuplicatePair } from '#shared/duplicates.ts';
import type { Location } from '#shared/location.ts';
import { PageHead } from '#client/components/page-head.tsx';
import { buttonClass } from '#client/components/ui/button.tsx';
import { PinIcon } from '#client/components/ui/icons.tsx';
import { ApiError } from '#client/lib/api.ts';
import { OwnerPage, SignInNotice } from '#client/components/owner-page.tsx';
import { useDuplicates } from './api/get-duplicates';
import { useDismissPair } from './api/resolve-pair';
import { MergeDialog } from './components/merge-dialog';
import { PairCard } from './components/pair-card';
import { formatNumber, i18n } from '#client/lib/i18n.ts';

// The Add form's check for a place already there comes in this page's chunk (duplicates/public.ts).
export { NearbyDuplicate } from './components/nearby-duplicate';

/** `/duplicates` (owner): places with similar names close together, to merge or keep apart. */
export function DuplicatesPage() {
  return (
    <OwnerPage
      head={<PageHead path="/duplicates" />}
      title={i18n._('Possible duplicates')}
      icon={<PinIcon size={22} />}
      signInText={i18n._('Please sign in as the owner to see possible duplicates.')}
    >
      <OwnerDuplicates />
    </OwnerPage>
  );
}

const pairKey = (pair: DuplicatePair) => `${pair.a.id}-${pair.b.id}`;

function OwnerDuplicates() {
  const duplicates = useDuplicates(true);
  const dismiss = useDismissPair();
  const [merging, setMerging] = useState<[Location, Location] | null>(null);

  if (duplicates.error instanceof ApiError && duplicates.error.status === 401)
    return <SignInNotice>{i18n._('Please sign in as the owner to see possible duplicates.')}</SignInNotice>;
  if (!duplicates.data) {
    if (!duplicates.isError) return <p className="text-slate-700">{i18n._('Looking for duplicates…')}</p>;
    return (
      <LoadAlert
        what={i18n._('Could not look for duplicates')}
        error={duplicates.error}
        onRetry={() => void duplicates.refetch()}
      />
    );
  }

  const { pairs, total } = duplicates.data;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        {i18n._(
          'Places with similar names within {distance} m of each other. Merge two into one, or say they are not duplicates and they are not listed again.',
          { distance: formatNumber(DUPLICATE_RADIUS_M) },
        )}
      </p>
      {total > pairs.length && (
        <p className="text-sm font-medium text-slate-800">
          {i18n._('Showing {count} of {total} pairs; more appear as you resolve these.', {
            count: formatNumber(pairs.length),
            total: formatNumber(total),
          })}
        </p>
      )}
      {pairs.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-slate-700">
          <p className="font-semibold text-slate-900">{i18n._('No possible duplicates.')}</p>
          <p className="mt-1">{i18n._('Places with similar names close together will show here.')}</p>
          <Link to="/" className={buttonClass('secondary', 'sm', 'mt-4')}>
            {i18n._('Back to the map')}
          </Link>
        </div>
      ) : (
        <ul aria-label={i18n._('Possible duplicates')} className="space-y-3">
          {pairs.map((pair) => (
            <li key={pairKey(pair)}>
              <PairCard
                pair={pair}
                dismissing={
                  dismiss.isPending &&
                  dismiss.variables[0].id === pair.a.id &&
                  dismiss.variables[1].id === pair.b.id
                }
                onMerge={() => setMerging([pair.a, pair.b])}
                onDismiss={() => dismiss.mutate([pair.a, pair.b])}
              />
            </li>
          ))}
        </ul>
      )}
      {merging && (
        <MergeDialog
          key={`${merging[0].id}-${merging[1].id}`}
          pair={merging}
          onOpenChange={(open) => !open && setMerging(null)}
        />
      )}
    </div>
  );
}
