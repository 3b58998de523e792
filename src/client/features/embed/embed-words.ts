import type { Messages } from '@lingui/core';
import { SOURCE_LOCALE, type Locale } from '#shared/locales.ts';
import { fill } from '#client/lib/i18n.ts';
import type { Say } from '#client/embed-page/snippet-title.ts';

/** The embed's catalogues (the owner's page loads the one of the language chosen for a snippet). */
const CATALOGUES = import.meta.glob<{ messages: Messages }>('./embed/{es,fr,de,ja}.ts', {
  base: '../../locales',
});

/** How the embed says its words in `locale`: English as written, another language from its catalogue. */
export async function embedSay(locale: Locale): Promise<Say> {
  const load = CATALOGUES[`./embed/${locale}.ts`];
  if (locale === SOURCE_LOCALE || !load) return fill;
  const [{ setupI18n }, { messages }] = await Promise.all([import('@lingui/core'), load()]);
  const lingui = setupI18n({ locale, messages: { [locale]: messages } });
  return (message, values) => lingui._(message, values);
}
