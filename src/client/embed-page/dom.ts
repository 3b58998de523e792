import { i18n } from '#client/lib/i18n.ts';

/** A tiny element builder: every text goes in as text (textContent), never as markup. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

/** A link that opens the site in a new tab, out of the frame it is embedded in. */
export function siteLink(href: string, text: string, className: string): HTMLAnchorElement {
  return el(
    'a',
    { href, target: '_blank', rel: 'noopener', class: className },
    text,
    el('span', { class: 'embed-sr-only' }, ` ${i18n._('(opens in a new tab)')}`),
  );
}
