import type { LocationStatus } from '#shared/status.ts';
import { i18n } from '#client/lib/i18n.ts';

/**
 * A status's name in the page's language (shared/status.ts has the English): the app's badges and
 * the embed's popups. A module of its own: the core chunk needs it, and nothing else of the words.
 */
export const statusLabel = (status: LocationStatus): string =>
  ({ visited: i18n._('Visited'), planned: i18n._('Planned'), wishlist: i18n._('Wishlist') })[status];
