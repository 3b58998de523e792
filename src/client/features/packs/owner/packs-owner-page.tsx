import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { OwnerPage } from '#client/components/owner-page.tsx';
import { PageHead } from '#client/components/page-head.tsx';
import { buttonClass } from '#client/components/ui/button.tsx';
import { MapIcon } from '#client/components/ui/icons.tsx';
import { toast } from '#client/components/ui/toast.tsx';
import { ApiError } from '#client/lib/api.ts';
import { useIdempotencyKey } from '#client/lib/idempotency-key.ts';
import { managedPacksQuery, useCreatePack } from '../api/owner-queries';
import { OrdersPanel } from './orders-panel';
import { bodyOf, PackForm } from './pack-form';
import { PackRow } from './pack-row';
import { SalesPanel } from './sales-panel';
import { i18n } from '#client/lib/i18n.ts';

/**
 * The funnel in a chunk of its own, with the audience feature's charts loaded beside it from that
 * page's own chunk: no new chunk's name lands in the index chunk every page loads.
 */
const FunnelPanel = lazy(async () => {
  const [{ FunnelPanel: Panel }, audience] = await Promise.all([
    import('./funnel-panel'),
    import('#client/features/audience/public.ts'),
  ]);
  return { default: () => <Panel audience={audience} /> };
});

/** `/packs` (owner): the trip packs, made from trips; their orders and sales. */
export function PacksOwnerPage() {
  return (
    <OwnerPage
      head={
        <PageHead
          path="/packs"
          meta={{
            title: i18n._('Trip packs'),
            description: i18n._("The owner's trip packs, orders and sales."),
            noindex: true,
          }}
        />
      }
      title={i18n._('Trip packs')}
      icon={<MapIcon size={22} />}
      signInText={i18n._('Please sign in as the owner to manage trip packs.')}
    >
      <OwnerPacks />
      <OrdersPanel />
      <SalesPanel />
      <Suspense fallback={<p className="mt-10 text-slate-700">{i18n._('Counting the funnel…')}</p>}>
        <FunnelPanel />
      </Suspense>
    </OwnerPage>
  );
}

function OwnerPacks() {
  const packs = useQuery(managedPacksQuery);
  const [making, setMaking] = useState(false);
  return (
    <section aria-labelledby="packs-list">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="packs-list" className="text-xl font-bold text-slate-900">
          {i18n._('Packs')}
        </h2>
        {!making && (
          <button type="button" className={buttonClass('primary', 'md')} onClick={() => setMaking(true)}>
            {i18n._('New pack from a trip')}
          </button>
        )}
      </div>
      {making && <NewPack onDone={() => setMaking(false)} />}
      {packs.error && (
        <p role="alert" className="mt-3 text-red-800">
          {packs.error.message}
        </p>
      )}
      {packs.data?.length === 0 && !making && (
        <p className="mt-3 text-slate-700">
          {i18n._('No packs yet: make one from a trip to sell it on /trip-packs.')}
        </p>
      )}
      <ul className="mt-4 space-y-3">
        {packs.data?.map((pack) => (
          <PackRow key={pack.id} pack={pack} />
        ))}
      </ul>
    </section>
  );
}

function NewPack({ onDone }: { onDone: () => void }) {
  const create = useCreatePack();
  const key = useIdempotencyKey();
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="mt-4 rounded-2xl border border-teal-200 bg-white p-4 shadow-sm">
      <h3 className="mb-3 text-lg font-bold text-slate-900">{i18n._('New pack')}</h3>
      <PackForm
        submitLabel={i18n._('Make pack')}
        chooseTrip
        busy={create.isPending}
        error={error}
        onCancel={onDone}
        onSubmit={(values) => {
          const body = bodyOf(values);
          if (typeof body === 'string') return setError(body);
          if (!values.tripId) return setError(i18n._('Choose the trip to sell.'));
          setError(null);
          create.mutate(
            {
              input: { ...body, tripId: values.tripId, price: body.price ?? 0 },
              idempotencyKey: key.current(),
            },
            {
              onSuccess: (pack) => {
                key.succeeded();
                toast.success(i18n._('{title}: a draft pack', { title: pack.title }));
                onDone();
              },
              onError: (failure) =>
                setError(
                  failure instanceof ApiError
                    ? failure.message
                    : i18n._('It could not be saved. Check your connection.'),
                ),
            },
          );
        }}
      />
    </div>
  );
}
