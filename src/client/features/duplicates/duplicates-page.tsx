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

// The Add form's check for a place already there comes in this page's chunk (duplicates/public.ts).
export { NearbyDuplicate } from './components/nearby-duplicate';

/** `/duplicates` (owner): places with similar names close together, to merge or keep apart. */
export function DuplicatesPage() {
  return (
    <OwnerPage
      head={<PageHead path="/duplicates" />}
      title="Possible duplicates"
      icon={<PinIcon size={22} />}
      signInText="Please sign in as the owner to see possible duplicates."
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
    return <SignInNotice>Please sign in as the owner to see possible duplicates.</SignInNotice>;
  if (!duplicates.data) {
    if (!duplicates.isError) return <p className="text-slate-700">Looking for duplicates…</p>;
    return (
      <LoadAlert
        what="Could not look for duplicates"
        error={duplicates.error}
        onRetry={() => void duplicates.refetch()}
      />
    );
  }

  const { pairs, total } = duplicates.data;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        Places with similar names within {DUPLICATE_RADIUS_M} m of each other. Merge two into one, or say they
        are not duplicates and they are not listed again.
      </p>
      {total > pairs.length && (
        <p className="text-sm font-medium text-slate-800">
          Showing {pairs.length.toLocaleString('en-US')} of {total.toLocaleString('en-US')} pairs; more appear
          as you resolve these.
        </p>
      )}
      {pairs.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-slate-700">
          <p className="font-semibold text-slate-900">No possible duplicates.</p>
          <p className="mt-1">Places with similar names close together will show here.</p>
          <Link to="/" className={buttonClass('secondary', 'sm', 'mt-4')}>
            Back to the map
          </Link>
        </div>
      ) : (
        <ul aria-label="Possible duplicates" className="space-y-3">
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
