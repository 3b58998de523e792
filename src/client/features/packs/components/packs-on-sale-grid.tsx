import { Link } from 'react-router';
import { shownPhotoSrc } from '#shared/media.ts';
import type { PackCard, PackList } from '#shared/packs/pack-schema.ts';
import { BuyButton } from './buy-button';
import { packFactsText, packPrice } from './pack-words';

/** /trip-packs' grid of the packs on sale, each with its price and Buy (loaded only when there are some). */
export function PacksOnSaleGrid({ list }: { list: PackList }) {
  return (
    <div className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="packs-on-sale">
      {list.packs.map((pack) => (
        <OnSaleCard
          key={pack.id}
          pack={pack}
          checkoutAvailable={list.checkoutAvailable}
          checkoutMessage={list.checkoutMessage}
        />
      ))}
    </div>
  );
}

function OnSaleCard({
  pack,
  checkoutAvailable,
  checkoutMessage,
}: {
  pack: PackCard;
  checkoutAvailable: boolean;
  checkoutMessage: string | null;
}) {
  const headingId = `pack-on-sale-${pack.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      {pack.coverPhoto ? (
        <img
          src={shownPhotoSrc(pack.coverPhoto)}
          alt=""
          className="h-28 w-full object-cover"
          loading="lazy"
        />
      ) : (
        <div
          aria-hidden="true"
          className="grid h-28 place-items-center bg-gradient-to-br from-teal-50 via-sky-50 to-emerald-100 text-6xl"
        >
          🗺️
        </div>
      )}
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold">
          <span className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-800">{packFactsText(pack)}</span>
        </p>
        <h3 id={headingId} className="mt-3 text-lg font-bold text-slate-900">
          <Link
            to={pack.path}
            className="hover:underline focus-visible:outline-2 focus-visible:outline-teal-700"
          >
            {pack.title}
          </Link>
        </h3>
        <p className="mt-1 line-clamp-4 text-sm leading-relaxed text-slate-700">{pack.description}</p>
        <div className="mt-auto flex items-center justify-between gap-3 pt-5">
          <p className="text-2xl font-extrabold text-slate-900">{packPrice(pack)}</p>
          <BuyButton
            packId={pack.id}
            title={pack.title}
            priceLabel={packPrice(pack)}
            checkoutAvailable={checkoutAvailable}
            checkoutMessage={checkoutMessage}
          />
        </div>
      </div>
    </article>
  );
}
