import { Link } from 'react-router';
import type { PageContentOf } from '#shared/pages/page-schema.ts';
import type { SupportLink } from '#shared/pages/marketing-schemas.ts';
import { i18n } from '#client/lib/i18n.ts';

type SupportCard = PageContentOf<'sponsor'>['support'][number];

export const linkClass = 'text-teal-800 underline underline-offset-2 hover:text-teal-900';

/** The site's own address for each kind of card: the owner words the link, never where it goes. */
const SITE_PATHS: Record<Exclude<SupportLink, 'channel'>, string> = {
  map: '/',
  affiliate: '/affiliate-disclosure',
  contact: '/contact',
};

function CardLink({ card, channelUrl }: { card: SupportCard; channelUrl: string }) {
  if (card.link === 'channel')
    return (
      <a href={channelUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
        {card.linkLabel}
        <span className="sr-only"> {i18n._('(opens in a new tab)')}</span>
      </a>
    );
  return (
    <Link to={SITE_PATHS[card.link]} className={linkClass}>
      {card.linkLabel}
    </Link>
  );
}

/** /sponsor's other ways to support: a card each, with its link to the site's channel or one of its pages. */
export function SupportCards({ cards, channelUrl }: { cards: readonly SupportCard[]; channelUrl: string }) {
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {cards.map((card, i) => (
        <li key={i} className="flex gap-3 rounded-xl border border-slate-200 p-4">
          <span aria-hidden="true" className="text-2xl">
            {card.emoji}
          </span>
          <div>
            <h3 className="font-semibold text-slate-900">{card.title}</h3>
            <p className="mt-0.5 text-sm text-slate-700">{card.text}</p>
            <p className="mt-2 text-sm font-semibold">
              <CardLink card={card} channelUrl={channelUrl} />
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
