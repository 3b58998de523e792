import { useState } from 'react';
import { buttonClass } from '#client/components/ui/button.tsx';
import { ApiError } from '#client/lib/api.ts';
import { track } from '#client/lib/beacon.ts';
import { i18n } from '#client/lib/i18n.ts';
import { startCheckout } from '../api/packs-queries';

/** Set when the buyer leaves for the payment page: back on the pack's page, it means they cancelled. */
export const checkoutMark = (id: number) => `pack-checkout:${id}`;

/**
 * Buy: asks the server for a Stripe Checkout session and goes to its payment page. Without Stripe
 * keys there is no button at all, only the server's words ("Trip packs are not on sale yet.").
 */
export function BuyButton({
  packId,
  title,
  priceLabel,
  checkoutAvailable,
  checkoutMessage,
}: {
  packId: number;
  title: string;
  priceLabel: string;
  checkoutAvailable: boolean;
  checkoutMessage: string | null;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!checkoutAvailable)
    return (
      <p className="text-sm font-semibold text-amber-900" role="note">
        {/* The server's English ("Trip packs are not on sale yet.", "This pack is not on sale."),
            in the page's language: both are the catalogue's. */}
        {checkoutMessage ? i18n._(checkoutMessage) : i18n._('Trip packs are not on sale yet.')}
      </p>
    );
  const buy = async () => {
    track('buy_clicked', packId);
    setBusy(true);
    setError(null);
    try {
      const { url } = await startCheckout(packId);
      sessionStorage.setItem(checkoutMark(packId), '1');
      window.location.assign(url);
    } catch (failure) {
      setBusy(false);
      setError(
        failure instanceof ApiError
          ? failure.message
          : i18n._('Checkout could not start. Check your connection.'),
      );
    }
  };
  return (
    <div className="flex flex-col items-end gap-1">
      <button
        type="button"
        className={buttonClass('primary', 'md')}
        onClick={() => void buy()}
        disabled={busy}
        aria-label={i18n._('Buy {title} for {price}', { title, price: priceLabel })}
      >
        {busy ? i18n._('Opening checkout…') : i18n._('Buy')}
      </button>
      {error && (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
