import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { packsRoutes } from '#shared/api/routes/packs.generated.ts';
import type { Order } from '#shared/packs/order-schema.ts';
import { buttonClass } from '#client/components/ui/button.tsx';
import { inputClass } from '#client/components/ui/field.tsx';
import { toast } from '#client/components/ui/toast.tsx';
import { ApiError, routeUrl } from '#client/lib/api.ts';
import { makeLibraryLink, ordersQuery, useEmailLink, useRevokeLinks } from '../api/owner-queries';
import { formatNumber, i18n } from '#client/lib/i18n.ts';
import { isOne } from '#client/lib/intl.ts';
import { useSiteConfig } from '#client/lib/site-config.ts';

/**
 * The orders, searched; each with "Copy library link" (a new link each time), "Email link again"
 * where the site sends email, and Revoke.
 */
export function OrdersPanel() {
  const [q, setQ] = useState('');
  const search = useDeferredValue(q.trim());
  const orders = useQuery({ ...ordersQuery(search), placeholderData: keepPreviousData });
  const list = orders.data?.orders ?? [];
  return (
    <section aria-labelledby="packs-orders" className="mt-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="packs-orders" className="text-xl font-bold text-slate-900">
          {i18n._('Orders')}
        </h2>
        <a
          href={routeUrl(packsRoutes.ordersCsv, { query: search ? { q: search } : {} })}
          download
          className={buttonClass('secondary', 'sm')}
        >
          {i18n._('Download CSV')}
        </a>
      </div>
      <label className="mt-3 block max-w-md text-sm font-medium text-slate-800">
        {i18n._('Search orders (email, pack, Stripe id)')}
        <input
          type="search"
          className={`${inputClass} mt-1`}
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
      </label>
      {orders.error && (
        <p role="alert" className="mt-3 text-red-800">
          {orders.error.message}
        </p>
      )}
      {orders.data && (
        <p className="mt-2 text-sm text-slate-600">
          {isOne(orders.data.total)
            ? i18n._('{count} of {total} order', {
                count: formatNumber(list.length),
                total: formatNumber(orders.data.total),
              })
            : i18n._('{count} of {total} orders', {
                count: formatNumber(list.length),
                total: formatNumber(orders.data.total),
              })}
        </p>
      )}
      <ul className="mt-3 space-y-2">
        {list.map((order) => (
          <OrderRow key={order.id} order={order} />
        ))}
      </ul>
    </section>
  );
}

/** How the email of a paid order's link went; nothing once it was sent. */
function LinkStateNote({ state }: { state: Order['linkState'] }) {
  if (state === 'sent') return null;
  if (state === 'failed')
    return (
      <>
        {' · '}
        <span className="font-semibold text-red-800">
          {i18n._('link email refused: copy the link and send it to the buyer')}
        </span>
      </>
    );
  const note = state === 'queued' ? i18n._('link email waiting to be sent') : i18n._('link not emailed yet');
  return ` · ${note}`;
}

function OrderRow({ order }: { order: Order }) {
  const revoke = useRevokeLinks();
  const emailLink = useEmailLink();
  const { emailConfigured } = useSiteConfig();
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async () => {
    try {
      const link = await makeLibraryLink(order.id);
      setCopied(link.url);
      await navigator.clipboard.writeText(link.url).then(
        () => toast.success(i18n._('Library link copied')),
        () => toast.info(i18n._('Copy the link shown below the order')),
      );
    } catch (failure) {
      toast.error(failure instanceof ApiError ? failure.message : i18n._('The link could not be made.'));
    }
  };
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-3" data-testid="pack-order">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-800">
          <span className="font-semibold">{order.buyerEmail}</span> · {order.packTitle} v{order.releaseNumber}{' '}
          · {order.amountLabel} · {order.createdAt.slice(0, 10)} ·{' '}
          <span className={order.status === 'refunded' ? 'font-semibold text-red-800' : 'text-emerald-900'}>
            {order.status === 'refunded' ? i18n._('Refunded') : i18n._('Paid')}
          </span>
          {order.status === 'paid' && <LinkStateNote state={order.linkState} />}
          {' · '}
          {isOne(order.activeLinks)
            ? i18n._('{count} active link', { count: formatNumber(order.activeLinks) })
            : i18n._('{count} active links', { count: formatNumber(order.activeLinks) })}
        </p>
        {order.status === 'paid' && (
          <div className="flex flex-wrap gap-2">
            <button type="button" className={buttonClass('primary', 'sm')} onClick={() => void copy()}>
              {i18n._('Copy library link')}
            </button>
            {emailConfigured && (
              <button
                type="button"
                className={buttonClass('secondary', 'sm')}
                disabled={emailLink.isPending}
                onClick={() =>
                  emailLink.mutate(order.id, {
                    onSuccess: () =>
                      toast.success(
                        i18n._('A new library link is on its way to {email}', { email: order.buyerEmail }),
                      ),
                    onError: (failure) =>
                      toast.error(
                        failure instanceof ApiError
                          ? failure.message
                          : i18n._('The link could not be emailed.'),
                      ),
                  })
                }
              >
                {emailLink.isPending ? i18n._('Emailing…') : i18n._('Email link again')}
              </button>
            )}
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              disabled={revoke.isPending || order.activeLinks === 0}
              onClick={() =>
                revoke.mutate(order.id, {
                  onSuccess: () => {
                    setCopied(null);
                    toast.success(i18n._('Library links revoked'));
                  },
                })
              }
            >
              {i18n._('Revoke links')}
            </button>
          </div>
        )}
      </div>
      {copied && (
        <p className="mt-2 text-sm break-all text-slate-700">
          {i18n._('New library link:')} <output data-testid="library-link">{copied}</output>
        </p>
      )}
    </li>
  );
}
